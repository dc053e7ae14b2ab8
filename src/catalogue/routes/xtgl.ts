import type { CatalogueRoute } from '../types';

/** /xtgl 联合监管 (5000): supervision by the committee, industry departments, police stations, communities and streets. */
export const xtglRoot: CatalogueRoute = {
  path: '/xtgl',
  name: 'xtglRoot',
  title: '联合监管',
  menuId: 5000,
  icon: 'jointSupervision',
  children: [
    {
      path: 'xawh', name: 'xawh', title: '消安委监管', menuId: 5100,
      children: [
        { path: 'xawhGd', name: 'xawhGd', title: '消安委工单', menuId: 5110, buttons: { issue: 5111, receive: 5112, handle: 5113, reply: 5114, review: 5115, view: 5116 }, children: [{ path: 'xawhGdAdd', name: 'xawhGdAdd', title: '下发工单', hidden: true }, { path: 'xawhGdHandle', name: 'xawhGdHandle', title: '办理工单', hidden: true }, { path: 'xawhGdDetail', name: 'xawhGdDetail', title: '工单详情', hidden: true }] },
        { path: 'xawhRc', name: 'xawhRc', title: '消安委日常监管', menuId: 5120, buttons: { new: 5121, edit: 5122, view: 5123 }, children: [{ path: 'xawhRcAdd', name: 'xawhRcAdd', title: '登记日常检查', hidden: true }, { path: 'xawhRcEdit', name: 'xawhRcEdit', title: '修改日常检查', hidden: true }, { path: 'xawhRcDetail', name: 'xawhRcDetail', title: '日常检查详情', hidden: true }] },
      ],
    },
    {
      path: 'hybm', name: 'hybm', title: '行业部门监管', menuId: 5200,
      children: [
        { path: 'hybmZz', name: 'hybmZz', title: '行业部门职责', menuId: 5210 },
        { path: 'hybmGd', name: 'hybmGd', title: '行业部门工单', menuId: 5220, buttons: { issue: 5221, receive: 5222, handle: 5223, reply: 5224, review: 5225, view: 5226 }, children: [{ path: 'hybmGdAdd', name: 'hybmGdAdd', title: '下发工单', hidden: true }, { path: 'hybmGdHandle', name: 'hybmGdHandle', title: '办理工单', hidden: true }, { path: 'hybmGdDetail', name: 'hybmGdDetail', title: '工单详情', hidden: true }] },
        { path: 'hybmRc', name: 'hybmRc', title: '行业部门日常监管', menuId: 5230, buttons: { new: 5231, edit: 5232, view: 5233 }, children: [{ path: 'hybmRcAdd', name: 'hybmRcAdd', title: '登记日常检查', hidden: true }, { path: 'hybmRcEdit', name: 'hybmRcEdit', title: '修改日常检查', hidden: true }, { path: 'hybmRcDetail', name: 'hybmRcDetail', title: '日常检查详情', hidden: true }] },
      ],
    },
    { path: 'pcsjg', name: 'pcsjg', title: '派出所监管', menuId: 5300, buttons: { issue: 5301, receive: 5302, handle: 5303, reply: 5304, review: 5305, view: 5306 }, children: [{ path: 'pcsjgAdd', name: 'pcsjgAdd', title: '下发工单', hidden: true }, { path: 'pcsjgHandle', name: 'pcsjgHandle', title: '办理工单', hidden: true }, { path: 'pcsjgDetail', name: 'pcsjgDetail', title: '工单详情', hidden: true }] },
    { path: 'sqjg', name: 'sqjg', title: '社区监管', menuId: 5400, buttons: { issue: 5401, receive: 5402, handle: 5403, reply: 5404, review: 5405, view: 5406 }, children: [{ path: 'sqjgAdd', name: 'sqjgAdd', title: '下发工单', hidden: true }, { path: 'sqjgHandle', name: 'sqjgHandle', title: '办理工单', hidden: true }, { path: 'sqjgDetail', name: 'sqjgDetail', title: '工单详情', hidden: true }] },
    {
      path: 'jdxfjc', name: 'jdxfjc', title: '街道消防检查', menuId: 5500,
      children: [
        { path: 'jdxfjcGd', name: 'jdxfjcGd', title: '街道工单', menuId: 5510, buttons: { issue: 5511, receive: 5512, handle: 5513, reply: 5514, review: 5515, view: 5516, forward: 5517 }, children: [{ path: 'jdxfjcGdAdd', name: 'jdxfjcGdAdd', title: '下发工单', hidden: true }, { path: 'jdxfjcGdForward', name: 'jdxfjcGdForward', title: '转发社区', hidden: true }, { path: 'jdxfjcGdHandle', name: 'jdxfjcGdHandle', title: '办理工单', hidden: true }, { path: 'jdxfjcGdDetail', name: 'jdxfjcGdDetail', title: '工单详情', hidden: true }] },
        { path: 'jdxfjcRc', name: 'jdxfjcRc', title: '街道日常检查', menuId: 5520, buttons: { new: 5521, edit: 5522, view: 5523 }, children: [{ path: 'jdxfjcRcAdd', name: 'jdxfjcRcAdd', title: '登记日常检查', hidden: true }, { path: 'jdxfjcRcEdit', name: 'jdxfjcRcEdit', title: '修改日常检查', hidden: true }, { path: 'jdxfjcRcDetail', name: 'jdxfjcRcDetail', title: '日常检查详情', hidden: true }] },
      ],
    },
    {
      path: 'lhhzdc', name: 'lhhzdc', title: '联合火灾调查', menuId: 5600,
      children: [
        { path: 'lhhzdcAdd', name: 'lhhzdcAdd', title: '新增联合调查', hidden: true },
        { path: 'lhhzdcManage', name: 'lhhzdcManage', title: '联合调查管理', hidden: true },
        { path: 'lhhzdcLook', name: 'lhhzdcLook', title: '联合调查查看', hidden: true },
        { path: 'taskRegistratio', name: 'taskRegistratio', title: '任务登记', hidden: true },
      ],
    },
  ],
};
