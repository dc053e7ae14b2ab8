/**
 * The routes of an entity's standard operations: operationIds, menu and button grants, validation with
 * the derived schemas (Chinese messages naming the field), operation records naming the record.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { defineRoute, type AnyRoute, type RouteContext } from '../http/route';
import { EXPORT_SIZE, PageQuery, pageOf } from '../http/paging';
import { idList, VersionField } from '../http/record-fields';
import { ruleOf } from '../db/column-meta';
import { missingGrantMessage } from '../auth/grants';
import { forbidden } from '../http/envelope';
import { sendXlsx } from '../services/xlsx';
import type { AnyEntity } from './define-entity';
import { exportColumns } from './export-columns';
import type { EntityOperation } from './types';


const labelOf = (entity: AnyEntity, values: Record<string, unknown>) =>
  entity.spec.label?.(values) ?? (typeof values.name === 'string' ? values.name : undefined);

export function entityRoutes(e: AnyEntity): AnyRoute[] {
  const { ops, grants, writeGrants } = e;
  const idField = Type.String({ title: `${e.spec.title}ID`, minLength: 1, maxLength: 64 });
  const versionField = e.versionField === 'version' ? VersionField : Type.Integer({ title: ruleOf(e.spec.table[e.versionField])?.title ?? '版本', minimum: 1 });
  const keyBody = e.has.version ? { [e.key]: idField, [e.versionField]: versionField } : { [e.key]: idField };
  const routes: AnyRoute[] = [];

  const add = (operation: EntityOperation, def: { body?: TSchema; querystring?: TSchema; data: TSchema; raw?: boolean; handler: (ctx: RouteContext<never, never>) => unknown }) => {
    const path = e.path(operation);
    if (!path || e.spec.ownRoutes?.includes(operation)) return;
    const button = operation === 'page' ? undefined : e.buttonOf[operation];
    const reads = operation === 'page' || operation === 'detail' || operation === 'export';
    routes.push(
      defineRoute({
        method: path.method,
        url: path.url,
        operationId: path.operationId,
        summary: path.summary,
        access: reads ? grants.menuId : writeGrants.menuId,
        ...(button !== undefined ? { buttonId: button } : {}),
        ...(reads && path.method !== 'GET' && !def.raw ? { graphql: 'query' as const, audit: false } : {}),
        ...(def.body ? { body: def.body } : {}),
        ...(def.querystring ? { querystring: def.querystring } : {}),
        data: def.data,
        ...(def.raw ? { raw: true } : {}),
        handler: def.handler as never,
      }),
    );
  };

  const filterBody = Type.Composite([PageQuery, e.filters]);
  add('page', { body: filterBody, data: pageOf(e.row), handler: ({ db, user, body }) => ops.page(db, user!, body) });
  add('detail', {
    querystring: Type.Object({ [e.key]: idField }),
    data: e.row,
    handler: ({ db, user, query }) => ops.detail(db, user!, (query as Record<string, string>)[e.key]),
  });
  add('add', {
    body: e.input,
    data: e.row,
    handler: async ({ db, user, body, audit, config }) => {
      audit.target = labelOf(e, body);
      return ops.add(db, user!, body, config);
    },
  });
  add('update', {
    body: Type.Composite([Type.Object(keyBody), e.updateInput]),
    data: e.row,
    handler: async ({ db, user, body, audit, config }) => {
      const b = body as Record<string, unknown>;
      audit.target = labelOf(e, b) ?? String(b[e.key]);
      const rowButton = e.spec.rowButtons?.update;
      if (rowButton) {
        const button = writeGrants.buttons[rowButton(await ops.detail(db, user!, String(b[e.key])))];
        if (button !== undefined && !user!.grants.has(button)) throw forbidden(await missingGrantMessage(db, writeGrants.menuId, button));
      }
      return ops.update(db, user!, { ...b, id: String(b[e.key]) } as never, config);
    },
  });
  add('remove', {
    body: Type.Object({ ids: idList(e.spec.title, `${e.spec.title}ID`) }),
    data: Type.Object({ removed: Type.Integer({ title: '删除条数' }) }),
    handler: async ({ db, user, body, audit }) => {
      const { ids } = body as { ids: string[] };
      audit.target = ids.join(',');
      return { removed: await ops.remove(db, user!, ids) };
    },
  });
  for (const [operation, enabled] of [['enable', true], ['disable', false]] as const) {
    if (e.path(operation)?.ids) {
      add(operation, {
        body: Type.Object({ ids: idList(e.spec.title, `${e.spec.title}ID`) }),
        data: Type.Object({ changed: Type.Integer({ title: '变更条数' }) }),
        handler: async ({ db, user, body, audit }) => {
          const { ids } = body as { ids: string[] };
          audit.target = ids.join(',');
          return { changed: await ops.setEnabledMany(db, user!, ids, enabled) };
        },
      });
      continue;
    }
    add(operation, {
      body: Type.Object(keyBody),
      data: e.row,
      handler: async ({ db, user, body, audit }) => {
        const b = body as Record<string, unknown>;
        audit.target = String(b[e.key]);
        return ops.setEnabled(db, user!, String(b[e.key]), enabled, b[e.versionField] as number | undefined);
      },
    });
  }
  add('export', {
    body: e.filters,
    data: Type.Null(),
    raw: true,
    handler: async ({ db, user, body, reply, audit }) => {
      const rows = await ops.all(db, user!, { ...(body as object), size: EXPORT_SIZE });
      audit.detail = `${rows.length}条`;
      await sendXlsx(reply, {
        fileName: e.spec.export?.fileName ?? `${e.spec.title}.xlsx`,
        sheet: e.spec.export?.sheet ?? e.spec.title,
        columns: exportColumns(e),
        rows: rows.map((r) => exportColumns.values(e, r)),
      });
      return undefined as never;
    },
  });
  return routes;
}
