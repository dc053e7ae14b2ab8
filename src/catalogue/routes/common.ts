import type { CatalogueRoute } from '../types';
import { hiddenScreen } from './helpers';

const commonScreen = (name: string, title: string): CatalogueRoute => ({ ...hiddenScreen(name, title), common: true });

/** Screens shared by every business (messages, approvals, personal pages): they select the root '/'. */
export const commonRoot: CatalogueRoute = {
  path: '/xfjc',
  name: 'xfjcRoot',
  title: '公共页面',
  hidden: true,
  common: true,
  children: [
    commonScreen('messageCenter', '消息中心'),
    commonScreen('sendMessage', '发送消息'),
    commonScreen('msgDetails', '消息详情'),
    commonScreen('projectDetail', '项目详情'),
    commonScreen('spym', '审批'),
    commonScreen('dashboardSpym', '待办审批'),
    commonScreen('pfym', '派发'),
    commonScreen('fgym', '分工'),
    commonScreen('shym', '审核'),
    commonScreen('mySpym', '我的审批'),
    commonScreen('personalWorkApproval', '个人工作量审批'),
    commonScreen('personalResumptionApproval', '个人履职审批'),
    commonScreen('personalResumptionAppeal', '个人履职申诉'),
    commonScreen('personalResumptionSummary', '个人履职汇总'),
    commonScreen('zlljgztzs', '责令立即改正通知书'),
    commonScreen('zlxqgztzs', '责令限期改正通知书'),
    commonScreen('otherCheckRecord', '其他检查记录'),
    commonScreen('personalCenter', '个人中心'),
    commonScreen('editPassword', '修改密码'),
    commonScreen('assessMentAdjust', '绩效考评调整'),
  ],
};

/** Printable documents, opened full-page from inspection records. */
export const wordRoot: CatalogueRoute = {
  path: '/word',
  name: 'wordRoot',
  title: '文书',
  hidden: true,
  common: true,
  standalone: true,
  noSidebar: true,
  children: [{ path: 'jdjcxfjdjcjl', name: 'jdjcxfjdjcjl', title: '消防监督检查记录', hidden: true, common: true }],
};
