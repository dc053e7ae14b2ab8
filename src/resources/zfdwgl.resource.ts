import { findRouteByName } from '../catalogue';
import { MANAGED_ORGAN_LEVEL_OPTIONS, USER_STATE_OPTIONS } from '../constants/options';
import { enforcementUnitEntity } from '../graphql/generated/entities/enforcement-unit';
import { AddSubEnforcementUnitDocument, EnforcementUnitPeopleDocument } from '../graphql/generated/graphql';
import { entityResource } from './entity/entity-resource';
import { relatedList } from './types';

const buttons = findRouteByName('zfdwgl')!.buttons;

const unitPeople = relatedList({
  title: '单位人员',
  document: EnforcementUnitPeopleDocument,
  variables: (unit: { organId: string }, page) => ({ input: { ...page, organId: unit.organId } }),
  select: (data) => data.enforcementUnitPeople,
  rowKey: 'userId',
  buttonId: buttons.people,
  columns: {
    name: { title: '姓名', width: 110 },
    account: { title: '账号', width: 130 },
    phone: { title: '手机号码', width: 140 },
    leader: { title: '领导', render: 'boolean', width: 80 },
    state: { title: '状态', render: 'status', options: USER_STATE_OPTIONS, width: 90 },
  },
});

/** 执法单位管理 (11230): the caller's unit and the units below it. */
export default entityResource(enforcementUnitEntity, {
  formRoutes: { create: 'zfdwAdd', edit: 'zfdwAdd' },
  columns: ['organName', ['organSortName', { width: 140 }], ['levelText', { width: 100 }], ['unitCategory', { width: 110 }], ['parentName', { width: 140 }], ['areaCode', { width: 130 }], ['userCount', { width: 90 }]],
  filters: ['organName', { name: 'parentId', label: '上级单位', kind: 'organ' }, { name: 'level', label: '单位级别', kind: 'dict', dictType: 'organLevel', options: MANAGED_ORGAN_LEVEL_OPTIONS }],
  form: {
    sections: [{ title: '单位信息', fields: [['parentId', { kind: 'organ', createOnly: true, placeholder: '不选则为本单位' }], ['name', { wide: true }], 'sortName', ['level', { options: MANAGED_ORGAN_LEVEL_OPTIONS }], 'unitCategory', 'areaCode', 'sort'] }],
    defaults: { level: 4, sort: 0 },
    fromQuery: (params) => ({ parentId: params.get('parentId') ?? '' }),
    toValues: (row) => ({ parentId: row.parentId ?? '', name: row.organName, sortName: row.organSortName, level: row.level, unitCategory: row.unitCategory ?? '', areaCode: row.areaCode ?? '', sort: row.sort }),
    createUnder: { param: 'parentId', document: AddSubEnforcementUnitDocument },
  },
  actions: [
    { key: 'newLoad', label: '新增下级', scope: 'row', buttonId: buttons.newLoad, navigate: 'zfdwAdd', navigateParam: 'parentId' },
    { key: 'people', label: '人员', scope: 'row', buttonId: buttons.people, list: unitPeople },
  ],
});
