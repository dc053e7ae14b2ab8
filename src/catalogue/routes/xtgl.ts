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
        { path: 'xawhGd', name: 'xawhGd', title: '消安委工单', menuId: 5110 },
        { path: 'xawhRc', name: 'xawhRc', title: '消安委日常监管', menuId: 5120 },
      ],
    },
    {
      path: 'hybm', name: 'hybm', title: '行业部门监管', menuId: 5200,
      children: [
        { path: 'hybmZz', name: 'hybmZz', title: '行业部门职责', menuId: 5210 },
        { path: 'hybmGd', name: 'hybmGd', title: '行业部门工单', menuId: 5220 },
        { path: 'hybmRc', name: 'hybmRc', title: '行业部门日常监管', menuId: 5230 },
      ],
    },
    { path: 'pcsjg', name: 'pcsjg', title: '派出所监管', menuId: 5300 },
    { path: 'sqjg', name: 'sqjg', title: '社区监管', menuId: 5400 },
    {
      path: 'jdxfjc', name: 'jdxfjc', title: '街道消防检查', menuId: 5500,
      children: [
        { path: 'jdxfjcGd', name: 'jdxfjcGd', title: '街道工单', menuId: 5510 },
        { path: 'jdxfjcRc', name: 'jdxfjcRc', title: '街道日常检查', menuId: 5520 },
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
