/**
 * Every entity's generated page query through the real gateway, as the administrator holding it: every row of the first page
 * must satisfy the gateway's types (a joined column is null where the join finds nothing, e.g. the root
 * unit has no parent — a non-null type there failed the whole row with 服务暂不可用).
 */
import { print } from 'graphql';
import type { EntityMeta } from '../../src/resources/entity/meta';
import { openGatewayServer, type GatewayTestServer } from '../helpers/gateway';
import { findRouteByName } from '../../src/catalogue';
import { dutyAccount, type DutyAccount } from '../helpers/duties';

const metas = Object.entries(import.meta.glob<Record<string, unknown>>('../../src/graphql/generated/entities/*.ts', { eager: true })).flatMap(
  ([file, mod]) => Object.values(mod).filter((v): v is EntityMeta => typeof v === 'object' && v !== null && 'operations' in v).map((meta) => ({ file, meta })),
);

let s: GatewayTestServer;
const tokens = {} as Record<DutyAccount, string>;
beforeAll(async () => {
  s = await openGatewayServer();
  for (const account of ['admin', 'anquan', 'shenji'] as const) tokens[account] = await s.login(account);
});
/** 三员分立: 角色管理 is read by the security administrator, everything else by admin. */
const tokenOf = (meta: EntityMeta) => tokens[dutyAccount({ access: findRouteByName(meta.route)!.menuId! })];
afterAll(async () => {
  await s.close();
});

describe('entity pages through the gateway', () => {
  it('finds the generated entities', () => {
    expect(metas.length).toBeGreaterThanOrEqual(5);
  });

  it.each(metas.map(({ file, meta }) => [file.split('/').pop()!, meta] as const))('%s: the first 200 rows come through without an error', async (_file, meta) => {
    const result = await s.graphql(print(meta.operations.page.document), { token: tokenOf(meta), variables: { input: { current: 1, size: 200 } } });
    expect(result.errors).toBeUndefined();
  });
});
