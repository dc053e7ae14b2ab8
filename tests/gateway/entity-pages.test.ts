/**
 * Every entity's generated page query through the real gateway, as admin: every row of the first page
 * must satisfy the gateway's types (a joined column is null where the join finds nothing, e.g. the root
 * unit has no parent — a non-null type there failed the whole row with 服务暂不可用).
 */
import { print } from 'graphql';
import type { EntityMeta } from '../../src/resources/entity/meta';
import { openGatewayServer, type GatewayTestServer } from '../helpers/gateway';

const metas = Object.entries(import.meta.glob<Record<string, unknown>>('../../src/graphql/generated/entities/*.ts', { eager: true })).flatMap(
  ([file, mod]) => Object.values(mod).filter((v): v is EntityMeta => typeof v === 'object' && v !== null && 'operations' in v).map((meta) => ({ file, meta })),
);

let s: GatewayTestServer;
let admin: string;
beforeAll(async () => {
  s = await openGatewayServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s.close();
});

describe('entity pages through the gateway', () => {
  it('finds the generated entities', () => {
    expect(metas.length).toBeGreaterThanOrEqual(5);
  });

  it.each(metas.map(({ file, meta }) => [file.split('/').pop()!, meta] as const))('%s: the first 200 rows come through without an error', async (_file, meta) => {
    const result = await s.graphql(print(meta.operations.page.document), { token: admin, variables: { input: { current: 1, size: 200 } } });
    expect(result.errors).toBeUndefined();
  });
});
