import { Type } from '@sinclair/typebox';
import { desc } from 'drizzle-orm';
import { flowDefinitions as f, type FlowStep } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { busiTypeName, checkSteps, linkedBusinessOf, paperworkOf, stepsOf, type FlowStepInput } from '../services/flow-definition-input';
import { FlowStepRow, stepRows } from '../services/flow-definition-steps';
import { publishIfEnabled, versionAfter } from '../services/flow-definitions';

type Stored = { storedSteps: FlowStep[]; status: string };

/**
 * 流程定义 (lcgl 11002): a versioned definition whose steps (a jsonb list, checked as a whole by the shared
 * rules) one business type's work passes through. A published version never changes: saving changed
 * content makes the next version, published at once when the definition is enabled
 * (server/services/flow-definitions.ts). 启用/停用 publish and check the steps: routes of their own
 * (server/routes/flow/definitions.ts); so are 关联文书 and 关联业务, which update one part through `ops.update`.
 * The spec gives lcgl no button ids: the menu grants every action.
 */
export const flowDefinition = defineEntity({
  name: 'flowDefinition',
  title: '流程定义',
  route: 'lcgl',
  table: f,
  idPrefix: 'fd-',
  select: {
    id: f.id, busiTypeCode: f.busiTypeCode, busiTypeName: f.busiTypeName, name: f.name, version: f.version,
    status: f.status, statusName: optionText(f.status),
    storedSteps: f.steps,
    steps: { load: (rows: Stored[], db) => stepRows(db, rows.map((r) => r.storedSteps)), schema: Type.Array(FlowStepRow, { title: '审批步骤' }) },
    stepCount: { derive: (row: Stored) => row.storedSteps.length, schema: Type.Integer({ title: '步骤数' }) },
    /** 大队承办人 → 大队领导审批 → 支队审核 */
    stepsText: { derive: (row: Stored) => row.storedSteps.map((s) => s.name).join(' → '), schema: Type.String({ title: '审批步骤' }) },
    paperwork: f.paperwork, linkedBusiness: f.linkedBusiness, remark: f.remark, creator: f.creator,
    createdAt: f.createdAt, updatedAt: f.updatedAt, rowVersion: f.rowVersion,
    /** Saving a change publishes the next version at once (the definition is enabled; running works keep theirs). */
    savePublishes: { derive: (row: Stored) => row.status === 'enabled', schema: Type.Boolean({ title: '保存即发布新版本' }) },
  },
  hidden: ['storedSteps'],
  input: ['busiTypeCode', 'name', 'remark', 'steps', 'paperwork', 'linkedBusiness'],
  versionColumn: 'rowVersion',
  fill: (user) => ({ creator: user.name }),
  filters: { busiTypeCode: equals('busiTypeCode', f.busiTypeCode), name: contains('name', [f.name]), status: equals('status', f.status) },
  order: [desc(f.updatedAt), desc(f.id)],
  paths: {
    page: { url: '/flow/def/basic/page', summary: '流程定义分页（按业务类型、流程名称、状态筛选）' },
    detail: { url: '/flow/def/basic/detail', summary: '流程定义详情（含审批步骤）' },
    add: { url: '/flow/def/basic/add', summary: '新增流程定义（草稿，第1版）' },
    update: { url: '/flow/def/basic/update', summary: '修改流程定义（已启用的流程发布为新版本，运行中的流程仍按原版本）' },
    remove: { url: '/flow/def/basic/remove', summary: '删除流程定义（已启用的须先停用）' },
    enable: { url: '/flow/def/basic/enable', operationId: 'enableFlowDefinitions', ids: true, summary: '启用流程定义（步骤须完整；发布当前版本的快照）' },
    disable: { url: '/flow/def/basic/disable', operationId: 'disableFlowDefinitions', ids: true, summary: '停用流程定义' },
  },
  ownRoutes: ['enable', 'disable'],
  // What the operation record names, as before: the name of a new definition, the id of a changed one.
  label: (values) => (values.id as string | undefined) ?? (values.name as string | undefined),
  hooks: {
    /**
     * The steps as stored (a level as its number) and checked by the shared rules, then what only the
     * database knows (business type, receiving organs and roles, writ templates); an update of published
     * content moves to the next version. 关联文书 / 关联业务 send their part alone.
     */
    async values(values, { db, current }) {
      const out = { ...values };
      if (values.steps) {
        out.steps = stepsOf(values.steps as unknown as FlowStepInput[]);
        await checkSteps(db, { name: values.name ?? '', busiTypeCode: values.busiTypeCode ?? '', steps: out.steps });
      }
      if (values.busiTypeCode) out.busiTypeName = await busiTypeName(db, values.busiTypeCode);
      if (values.paperwork) out.paperwork = await paperworkOf(db, values.paperwork);
      if (values.linkedBusiness) out.linkedBusiness = await linkedBusinessOf(db, values.linkedBusiness);
      if (current) out.version = await versionAfter(db, current.id, out);
      return out;
    },
    afterWrite: (id, { db }) => publishIfEnabled(db, id),
    beforeRemove(rows) {
      const enabled = rows.filter((row) => row.status === 'enabled');
      if (enabled.length) throw badRequest(`流程${enabled.map((row) => `“${row.name}”`).join('、')}已启用，请先停用再删除`);
    },
  },
  // An enabled definition is disabled, and must be before it is removed; a draft or disabled one is enabled or removed.
  allows: (row) => ['edit', 'paperwork', 'business', ...(row.status === 'enabled' ? ['disable'] : ['enable', 'delete'])],
});
