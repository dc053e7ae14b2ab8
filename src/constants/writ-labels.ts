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
