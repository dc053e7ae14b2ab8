/** The demo accounts (all with DEMO_PASSWORD), as printed at start-up and documented in the README. */
export const DEMO_ACCOUNTS: readonly { account: string; name: string; role: string }[] = [
  { account: 'admin', name: '系统管理员', role: '系统管理员（三员之一）：用户、配置等全部菜单（操作日志、角色授权与冻结解冻除外）' },
  { account: 'zhidui', name: '王建国', role: '支队领导（深圳支队，领导）：监督管理、执法监督、行政执法、统计分析、投诉受理、宣传审核、火灾防控任务、火灾调查、信用公示、预警研判' },
  { account: 'dadui', name: '李明辉', role: '大队监督员（福田大队）：监督管理、行政处罚、公众消防业务（预约、投诉、培训、宣传库）、联合监管工单、个人任务、火灾防控任务' },
  { account: 'fazhi', name: '张丽华', role: '法制审核员（深圳支队）：执法监督、个人任务' },
  { account: 'paichusuo', name: '刘志勇', role: '派出所民警（福田派出所）：首页、派出所监管（签收、办理、回复工单）、移交受理（移交）' },
  { account: 'jiedao', name: '陈晓燕', role: '街道网格员（福田街道）：首页、街道消防巡查（签收、办理、转发社区、回复工单；日常检查）、社区监管、移交受理（移交）' },
  { account: 'anquan', name: '周安全', role: '安全管理员（三员之一）：角色与授权、账号冻结与解冻' },
  { account: 'shenji', name: '吴审计', role: '审计管理员（三员之一）：操作日志的查看、导出与校验' },
];

export const demoName = (account: string): string => DEMO_ACCOUNTS.find((a) => a.account === account)?.name ?? account;
