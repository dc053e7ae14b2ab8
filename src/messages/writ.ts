/** Words of the writ screens (模板设置 mbsz): the fill-in field and the writ page. */
export const writText = {
  chooseTemplate: '请选择启用的文书模板',
  templateLoading: '正在加载文书模板…',
  noPlaceholders: '该模板没有需要填写的内容',
  fillPlaceholder: (name: string) => `请输入${name}`,
  templateRequired: '文书模板不能为空',
  placeholderRequired: (name: string) => `${name}不能为空`,
  draftNumber: '（草稿，未签发）',
  body: '文书正文',
  download: '下载文书',
  issue: '签发',
  confirmIssue: '确定签发该文书吗？签发后将编号，不能再修改或删除。',
  issued: '签发成功',
} as const;
