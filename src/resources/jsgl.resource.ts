import { findRouteByName } from '../catalogue';
import { roleEntity } from '../graphql/generated/entities/role';
import { RemoveRoleDocument } from '../graphql/generated/graphql';
import { entityResource } from './entity/entity-resource';

const buttons = findRouteByName('jsgl')!.buttons;

/**
 * 角色管理 (11110), the security administrator's (三员分立). The grant tree (查看, route `view`) and the
 * members (成员, route `member`) are hand-written screens in src/screens/system/roles/.
 */
export default entityResource(roleEntity, {
  formRoutes: { create: 'roleAdd', edit: 'edit' },
  columns: [['name', { width: 160 }], ['code', { width: 160 }], 'description', ['memberCount', { width: 90 }], ['builtIn', { render: 'boolean', width: 90 }]],
  filters: ['name'],
  detail: {
    sections: [{ title: '角色信息', fields: ['name', 'code', ['builtIn', { render: 'boolean' }], 'memberCount', ['description', { wide: true }]] }],
  },
  form: {
    sections: [{ title: '角色信息', fields: ['name', 'code', ['description', { kind: 'textarea', wide: true }]] }],
  },
  bulkRemove: true,
  actions: [
    { key: 'view', label: '查看', scope: 'row', buttonId: buttons.view, navigate: 'view' },
    { key: 'member', label: '成员', scope: 'row', buttonId: buttons.member, navigate: 'member' },
    {
      key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, allow: 'delete', confirm: true, danger: true,
      document: RemoveRoleDocument, variables: (rows) => ({ input: { roleId: rows[0].roleId } }),
    },
  ],
});
