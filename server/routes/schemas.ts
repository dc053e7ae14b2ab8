import { Type, type TSchema } from '@sinclair/typebox';

/** Data schemas shared by several foundation routes (FOUNDATION_API.md). */
export const Organ = Type.Object({
  organId: Type.String(),
  organName: Type.String(),
  organSortName: Type.String(),
  level: Type.Integer(),
  parentId: Type.Union([Type.String(), Type.Null()]),
});

/**
 * Trees are spelled out to a fixed depth instead of a recursive $ref: the OpenAPI document feeds the
 * GraphQL gateway, where a query names every level anyway. The organisation tree has 7 levels (0–6).
 */
export const TREE_DEPTH = 8;

function nested(fields: Record<string, TSchema>, depth: number): TSchema {
  const children = depth > 1 ? Type.Array(nested(fields, depth - 1)) : Type.Array(Type.Unknown(), { maxItems: 0 });
  return Type.Object({ ...fields, children });
}

export const OrganNode = Type.Array(
  nested(
    {
      organId: Type.String(),
      organName: Type.String(),
      organSortName: Type.String(),
      level: Type.Integer(),
      value: Type.String(),
      label: Type.String(),
    },
    TREE_DEPTH,
  ),
);

export const OrganUserNode = Type.Array(
  nested({ id: Type.String(), label: Type.String(), type: Type.Union([Type.Literal('organ'), Type.Literal('user')]) }, TREE_DEPTH + 1),
);

/** Menus nest four levels (menus 1–3, buttons 4) plus children of buttons. */
export const MenuNode = Type.Array(
  nested({ menuId: Type.Integer(), level: Type.Integer(), name: Type.String(), title: Type.String() }, 5),
);

export const PersonalInfo = Type.Object({
  userId: Type.String(),
  userCode: Type.String(),
  name: Type.String(),
  unitId: Type.String(),
  unitName: Type.String(),
  organLevel: Type.Integer(),
  leader: Type.Boolean(),
  phone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(Type.Object({ roleId: Type.String(), roleName: Type.String(), description: Type.Union([Type.String(), Type.Null()]) })),
  menuIds: Type.Array(Type.Integer()),
  buttonIds: Type.Array(Type.Integer()),
  needChangePassword: Type.Boolean(),
  passwordChangedAt: Type.Union([Type.String(), Type.Null()]),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
});
