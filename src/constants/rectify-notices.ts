/**
 * Number prefixes of the rectification notices (numbered 前缀〔年〕序号号 like the writs of 11400, one
 * gapless sequence per prefix and year). 责令限期改正通知书 shares the prefix of its writ template
 * (wt-zlxqgz), so a notice issued from a check and one drafted under 模板设置 never get the same number.
 */
export const RECTIFY_NOTICE_PREFIX = {
  immediate: '深消立改字',
  deadline: '深消限字',
} as const;

export type RectifyNoticeKind = keyof typeof RECTIFY_NOTICE_PREFIX;
