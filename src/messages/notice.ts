/** Texts of the live notice link: the bell's dropdown and the browser notification. */
export const noticeText = {
  /** Title of the browser notification (the product's name, as the page title ends). */
  browserTitle: '消防监督执法综合业务平台',
  bellHeading: (count: number) => `未读消息（${count}）`,
  bellEmpty: '暂无未读消息',
  bellAll: '查看全部消息',
} as const;
