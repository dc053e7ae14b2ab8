/** Refusals of the route layer and the login throttle (issue 16); each names the field it refuses. */
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}MB`;

export const security = {
  nulCharacter: (field: string) => `${field}不能包含空字符`,
  numberOutOfRange: (field: string) => `${field}超出允许的数值范围`,
  // The same words as a malformed date (the pattern check): one meaning, one message.
  impossibleDate: (field: string) => `${field}格式不正确`,
  bodyTooLarge: (limit: number) => `请求内容过大，不能超过${mb(limit)}`,
  fileTooLarge: (field: string, limit: number) => `${field}过大，不能超过${mb(limit)}`,
  fileIncomplete: (field: string) => `${field}上传不完整，请重新上传`,
  tooManyParts: '上传的文件或字段过多',
  rateLimited: '操作过于频繁，请稍后再试',
  captchaRequired: '登录失败次数较多，请输入验证码',
  captchaWrong: '验证码错误或已过期，请重新输入',
  /** 日志查看 → 校验. */
  verifyChain: '校验',
  verifyChainIntact: '校验通过：日志链完整，未发现修改或删除',
} as const;
