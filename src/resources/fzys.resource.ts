import { defineResourceGroup } from './group';
import { LEGAL_REVIEW_TABS } from './legal-review';

/** 预审管理 (4110): 提前审核, 集中审核 and 立案审核, each 待审核 and 已审核, as tabs over one set of calls. */
export default defineResourceGroup({
  routeName: 'fzys',
  title: '预审管理',
  tabs: LEGAL_REVIEW_TABS,
});
