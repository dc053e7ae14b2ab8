/** Labels of writ templates and writs (mbsz), shared by the server's exports and the client's options. */
export type WritCategory = 'enforcement' | 'approval' | 'general';
export type WritStatus = 'draft' | 'issued';

export const WRIT_CATEGORY_NAMES: Record<WritCategory, string> = {
  enforcement: '执法文书',
  approval: '审批文书',
  general: '通用文书',
};

export const WRIT_STATUS_NAMES: Record<WritStatus, string> = {
  draft: '草稿',
  issued: '已签发',
};

/** What a malformed ${ in a writ body is told (after the field's name). */
export const WRIT_PLACEHOLDER_HELP = '占位符格式不正确，应为${名称}（汉字、字母、数字或下划线）';
/** A writ body whose every ${ opens a well-formed placeholder ${名称} (letters, digits, underscores; not a digit first). */
export const WRIT_BODY_PATTERN = '^(?:[^$]|\\$(?!\\{)|\\$\\{[\\p{L}_][\\p{L}\\p{N}_]*\\})*$';
