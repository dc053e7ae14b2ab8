import { Type, type Static } from '@sinclair/typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { areas, organizations } from '../../../db/schema';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { specialPlace } from '../../../entities/special-place.entity';
import { STREET_LEVEL } from '../../../services/areas';
import { scopeOf } from '../../../services/org-scope';

const TreeLeaf = Type.Object({ id: Type.String(), label: Type.String(), type: Type.String(), category: Type.Integer() });
const StreetNode = Type.Object({ id: Type.String(), label: Type.String(), type: Type.String(), children: Type.Array(TreeLeaf) });
/** A street office ('street') with its premises ('place'). */
export type StreetPlaceNode = Static<typeof StreetNode>;

/** What 街道场所管理 has beyond the standard operations of its entity (server/entities/special-place.entity.ts). */
export const specialPlaceRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/tw/spc/queryTree',
    operationId: 'specialPlaceTree',
    summary: '街道场所树（本单位管辖的街道及其场所）',
    access: specialPlace.grants.menuId,
    data: Type.Array(StreetNode),
    /** The street offices in scope (organisations whose area code is a street), each with its premises. */
    handler: async ({ db, user }) => {
      const scope = await scopeOf(db, user!);
      const streets = await db
        .select({ organId: organizations.id, name: areas.name })
        .from(organizations)
        .innerJoin(areas, and(eq(areas.code, organizations.areaCode), eq(areas.level, STREET_LEVEL), eq(areas.deleted, false)))
        .where(and(eq(organizations.deleted, false), ...(scope ? [inArray(organizations.id, scope)] : [])))
        .orderBy(asc(areas.code));
      const places = await specialPlace.ops.all(db, user!, {});
      return streets.map((s): StreetPlaceNode => ({
        id: s.organId,
        label: s.name,
        type: 'street',
        children: places.filter((r) => r.organId === s.organId).map((r) => ({ id: r.id, label: r.name, type: 'place', category: r.category })),
      }));
    },
  }),
];
