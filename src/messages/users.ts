/** Text of 用户管理 that the generic screens do not already have. */
export const users = {
  /** The initial password is shown once, when it is set (新增用户, 初始化密码). */
  initialPassword: (who: string, password: string) => `用户 ${who} 的初始密码为：${password}，请妥善告知本人，此密码仅显示一次`,
} as const;
