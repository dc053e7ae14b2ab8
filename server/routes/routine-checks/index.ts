/**
 * 日常 (/xtgl 5120, 5230, 5520) beyond the entities' standard routes (server/entities/routine-check.entity.ts):
 * the small places and the departments a routine check may name.
 */
import { Type } from '@sinclair/typebox';
import { forbidden } from '../../http/envelope';
import { defineRoute, type AnyRoute, type SessionUser } from '../../http/route';
import { departmentsFor, smallPlaces } from '../../services/routine-checks/choices';
import { ROUTINE_CHECK_GRANTS, type RoutineCheckKind } from '../../services/routine-checks/kinds';

const mayFile = (user: SessionUser, kinds: readonly RoutineCheckKind[]) =>
  user.isAdmin || kinds.some((k) => user.grants.has(ROUTINE_CHECK_GRANTS[k].menuId) && user.grants.has(ROUTINE_CHECK_GRANTS[k].buttons.new));

export const routineCheckRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/tw/checkRecord/smallPlaces',
    operationId: 'routineCheckPlaces',
    summary: '日常检查可选的九小场所：社会单位库中单位类别为九小场所的，按名称或地址查找（至多50个）',
    access: 'session',
    audit: false,
    querystring: Type.Object({ keyword: Type.Optional(Type.String({ title: '关键字', maxLength: 100 })) }),
    data: Type.Array(Type.Object({ id: Type.String({ title: '场所ID' }), name: Type.String({ title: '场所名称' }), address: Type.String({ title: '场所地址' }) })),
    handler: ({ db, user, query }) => {
      if (!mayFile(user!, ['committee', 'industry', 'street'])) throw forbidden();
      return smallPlaces(db, query.keyword);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/tw/checkRecord/departments',
    operationId: 'routineCheckDepartments',
    summary: '日常检查可选的检查部门（消安委成员单位或行业部门；本单位辖区内）',
    access: 'session',
    audit: false,
    querystring: Type.Object({ kind: Type.Union([Type.Literal('committee'), Type.Literal('industry')], { title: '检查类型' }) }),
    data: Type.Array(Type.Object({ id: Type.String({ title: '部门ID' }), name: Type.String({ title: '部门名称' }) })),
    handler: async ({ db, user, query }) => {
      if (!mayFile(user!, [query.kind])) throw forbidden();
      return (await departmentsFor(db, user!, query.kind)).map((d) => ({ id: d.id, name: d.name }));
    },
  }),
];
