import type { CatalogueRoute } from '../types';
import { hiddenScreen } from './helpers';

/** The resource, library and template groups of /system (11200–11700). */
export const systemResourceGroups: CatalogueRoute[] = [
  {
    path: 'jdzygl', name: 'jdzygl', title: '监督资源管理', menuId: 11200,
    children: [
      {
        path: 'qygl', name: 'qygl', title: '区域管理', menuId: 11210,
        buttons: { new: 11211, newLoad: 11212, edit: 11213, editStreet: 11214, delete: 11215 },
        children: [hiddenScreen('qyglAdd', '新增区域')],
      },
      {
        path: 'xawhygl', name: 'xawhygl', title: '消安委行业管理', menuId: 11220,
        buttons: { new: 11221, edit: 11222, delete: 11223 },
        children: [hiddenScreen('xawhyglAdd', '新增消安委行业')],
      },
      {
        path: 'zfdwgl', name: 'zfdwgl', title: '执法单位管理', menuId: 11230,
        buttons: { new: 11231, newLoad: 11232, edit: 11233, delete: 11234, people: 11235 },
        children: [hiddenScreen('zfdwAdd', '新增执法单位')],
      },
      {
        path: 'jdcsgl', name: 'jdcsgl', title: '街道场所管理', menuId: 11240, buttons: { new: 11241, edit: 11242, delete: 11243 },
        // Not in the spec: the form page of a premises.
        children: [hiddenScreen('jdcsglAdd', '街道场所设置')],
      },
      // Not in the spec: the form page of an industry (hygl is reached from xawhygl's toolbar).
      { ...hiddenScreen('hygl', '行业管理'), children: [hiddenScreen('hyglAdd', '行业信息')] },
    ],
  },
  {
    path: 'jck', name: 'jck', title: '基础库', menuId: 11300,
    children: [
      {
        path: 'shdw', name: 'shdw', title: '社会单位', menuId: 11310,
        // Not in the spec: the detail and form pages of a unit.
        children: [hiddenScreen('shdwDetail', '社会单位详情'), hiddenScreen('shdwAdd', '社会单位信息')],
      },
      {
        path: 'jzw', name: 'jzw', title: '建筑物', menuId: 11320,
        children: [hiddenScreen('jzwDetail', '建筑物详情'), hiddenScreen('jzwAdd', '建筑物信息')],
      },
      {
        path: 'zfry', name: 'zfry', title: '执法人员', menuId: 11330,
        // Not in the spec as a route: the track viewer (回放 and 轨迹统计) of document 2 §7, opened from the list.
        children: [hiddenScreen('zfgj', '执法轨迹')],
      },
      { path: 'fgk', name: 'fgk', title: '法律法规库', menuId: 11340 },
      {
        path: 'guifanku', name: 'guifanku', title: '规范库管理', menuId: 11350,
        buttons: { new: 11351, send: 11352, edit: 11353, delete: 11354, view: 11355, withdraw: 11356 },
        children: [hiddenScreen('gfkxz', '新增规范文件'), hiddenScreen('gfkxg', '编辑规范文件')],
      },
      {
        path: 'anliku', name: 'anliku', title: '案例库管理', menuId: 11360,
        buttons: { new: 11361, send: 11362, edit: 11363, delete: 11364, view: 11365, withdraw: 11366 },
        children: [
          hiddenScreen('alss', '案例送审'),
          hiddenScreen('alck', '案例详情'),
          hiddenScreen('alxj', '新增案例'),
          hiddenScreen('alxg', '编辑案例'),
        ],
      },
    ],
  },
  {
    path: 'wsmb', name: 'wsmb', title: '文书模板', menuId: 11400,
    children: [
      {
        path: 'mbsz', name: 'mbsz', title: '模板设置', menuId: 11410, buttons: { new: 11411, edit: 11412, delete: 11413 },
        children: [
          hiddenScreen('addWrit', '新增文书模板'),
          hiddenScreen('amendWrit', '修改文书模板'),
          hiddenScreen('addDocument', '新增文书'),
          hiddenScreen('amendDocument', '修改文书'),
          hiddenScreen('checkDocument', '查看文书'),
        ],
      },
      { path: 'aysz', name: 'aysz', title: '处罚案由', menuId: 11420, buttons: { sync: 11421 } },
      {
        path: 'bdpz', name: 'bdpz', title: '表单配置', menuId: 11430,
        buttons: { new: 11431, plDelete: 11432, start: 11433, delete: 11434 },
        children: [hiddenScreen('addForm', '新增表单')],
      },
    ],
  },
  {
    path: 'taskTemplate', name: 'taskTemplate', title: '任务模板', menuId: 11500,
    buttons: { new: 11511, shop: 11512, start: 11513, delete: 11514 },
    children: [hiddenScreen('addTaskTemplate', '新增任务模板'), hiddenScreen('editTaskTemplate', '编辑任务模板')],
  },
  {
    path: 'xdmb', name: 'xdmb', title: '指导模板', menuId: 11600, buttons: { new: 11611, edit: 11612, delete: 11613 },
    children: [hiddenScreen('addXdmb', '新增指导模板')],
  },
  {
    path: 'xxmb', name: 'xxmb', title: '消息模板', menuId: 11700, buttons: { new: 11711, edit: 11712, delete: 11713 },
    children: [hiddenScreen('addXxmb', '新增消息模板'), hiddenScreen('editXxmb', '编辑消息模板')],
  },
];
