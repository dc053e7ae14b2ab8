import { findRouteByName } from '../catalogue';
import { areaEntity } from '../graphql/generated/entities/area';
import { AddSubAreaDocument } from '../graphql/generated/graphql';
import { entityResource } from './entity/entity-resource';

const buttons = findRouteByName('qygl')!.buttons;
const FORM = 'qyglAdd';

/** 区域管理 (11210): provinces to communities; a new area goes under the area its code belongs to. Streets are edited under 编辑街道 (the server's allows). */
export default entityResource(areaEntity, {
  formRoutes: { create: FORM, edit: FORM },
  columns: ['name', ['code', { width: 140 }], ['levelText', { width: 80 }], 'parentName', ['childCount', { width: 100 }], ['sort', { width: 80 }]],
  filters: [{ name: 'name', label: '名称/编码', kind: 'text' }, 'level'],
  form: {
    sections: [{ title: '区域信息', fields: [['code', { readOnlyOnEdit: true, placeholder: '如 440304（区）、440304001（街道）' }], 'name', 'sort'] }],
    defaults: { sort: 0 },
    fromQuery: (params) => ({ parentId: params.get('parentId') ?? '' }),
    createUnder: { param: 'parentId', document: AddSubAreaDocument },
  },
  actions: [
    { key: 'newLoad', label: '新增下级', scope: 'row', buttonId: buttons.newLoad, navigate: FORM, navigateParam: 'parentId', allow: 'newLoad' },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: FORM, allow: 'edit' },
    { key: 'editStreet', label: '编辑街道', scope: 'row', buttonId: buttons.editStreet, navigate: FORM, allow: 'editStreet' },
  ],
});
