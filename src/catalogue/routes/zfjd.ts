import type { CatalogueRoute } from '../types';
import { hiddenScreen } from './helpers';

/** /zfjd 执法监督 (4000): legal pre-review, street evaluation and the legal review list. */
export const zfjdRoot: CatalogueRoute = {
  path: '/zfjd',
  name: 'zfjdRoot',
  title: '执法监督',
  menuId: 4000,
  icon: 'lawEnforcement',
  children: [
    {
      path: 'fzysGroup', name: 'fzysGroup', title: '法制预审', menuId: 4100,
      children: [
        {
          path: 'fzys', name: 'fzys', title: '预审管理', menuId: 4110, buttons: { edit: 4111, export: 4112 },
          children: [
            hiddenScreen('tqshDsh', '提前审核（待审核）'),
            hiddenScreen('tqshYsh', '提前审核（已审核）'),
            hiddenScreen('jzshDsh', '集中审核（待审核）'),
            hiddenScreen('jzshYsh', '集中审核（已审核）'),
            hiddenScreen('lashDsh', '立案审核（待审核）'),
            hiddenScreen('lashYsh', '立案审核（已审核）'),
            hiddenScreen('fzysView', '预审查看'),
            hiddenScreen('fzysAdd', '新增预审'),
          ],
        },
      ],
    },
    {
      path: 'jdpj', name: 'jdpj', title: '街道评价', menuId: 4200,
      children: [
        { path: 'zdpjsz', name: 'zdpjsz', title: '自动评价设置', menuId: 4210 },
        { path: 'zdpj', name: 'zdpj', title: '自动评价', menuId: 4220 },
        { path: 'pjfa', name: 'pjfa', title: '评价方案', menuId: 4230 },
        { path: 'rwpj', name: 'rwpj', title: '任务评价', menuId: 4240 },
        hiddenScreen('pjxq', '评价详情'),
        hiddenScreen('pjbj', '评价编辑'),
        hiddenScreen('pjbz', '评价标准'),
      ],
    },
    {
      path: 'fhlb', name: 'fhlb', title: '法制审核列表', menuId: 4300,
      children: [hiddenScreen('fhck', '法制审核查看')],
    },
  ],
};
