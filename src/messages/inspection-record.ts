/** 消防监督检查记录 (/word/jdjcxfjdjcjl), 项目详情 (projectDetail) and 其他检查记录 (otherCheckRecord). */
export const inspectionRecordText = {
  // Row actions on the inspection task lists and detail
  openRecord: '检查记录文书',
  openProject: '项目详情',
  openOthers: '其他检查记录',
  // The record document
  print: '打印',
  downloadDocx: '下载Word',
  noTask: '未指定检查任务',
  // 项目详情
  unit: '单位信息',
  unitName: '单位名称',
  address: '地址',
  creditCode: '统一社会信用代码',
  manager: '消防安全管理人',
  phone: '联系电话',
  tasks: '监督检查任务',
  notices: '责令改正通知书',
  cases: '移送立案',
  none: '暂无数据',
  noUnit: '未指定社会单位',
  // Table heads
  source: '任务来源',
  status: '任务状态',
  checkDate: '检查日期',
  checkResult: '检查结果',
  agents: '检查人员',
  hazards: '火灾隐患',
  kind: '通知书',
  number: '文号',
  deadline: '改正期限',
  issuedAt: '签发时间',
  reinspection: '复查任务',
  caseName: '案件名称',
  caseStatus: '案件状态',
  decision: '决定书文号',
  view: '查看',
} as const;
