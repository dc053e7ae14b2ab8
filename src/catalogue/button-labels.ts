/** Chinese labels of the button keys of the catalogue, used for the button rows of the menu table. */
export const BUTTON_LABELS: Readonly<Record<string, string>> = {
  pendingTasks: '待办事项',
  notices: '通知公告',
  quickLinks: '快捷入口',
  onlineUsers: '在线用户',
  view: '查看',
  export: '导出',
  new: '新增',
  newLoad: '导入',
  edit: '编辑',
  editStreet: '编辑街道',
  delete: '删除',
  plDelete: '批量删除',
  bulkDelete: '批量删除',
  frozen: '冻结',
  resetPwd: '重置密码',
  recovery: '恢复',
  member: '成员',
  people: '人员',
  send: '送审',
  withdraw: '撤回',
  sync: '同步',
  start: '启用',
  reply: '回复',
  publish: '发布',
  close: '关闭',
  draw: '双随机抽取',
  register: '登记',
  handle: '办理',
  editRecord: '修改检查记录',
  handover: '移交',
  accept: '受理',
  back: '退回',
  issue: '下发工单',
  receive: '签收',
  review: '审核',
  // The spec's key for the task template's second button; a template is started or stopped.
  shop: '停用',
};

export function buttonLabel(key: string): string {
  return BUTTON_LABELS[key] ?? key;
}
