import { Type } from '@sinclair/typebox';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FlowActionCode, FlowReceiverKind } from '../../../src/constants/flow-labels';
import { FLOW_STATUS_OPTIONS } from '../../../src/constants/options';
import { FLOW_DEFINITION_LIMITS, LinkedBusiness, Paperwork, StepInput } from '../../../src/shared/flow-definition-inputs';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Who receives a step: an organisation level (0–6), an organ, a role, or the leader of the sender's unit. */
export interface FlowReceiver {
  kind: FlowReceiverKind;
  value?: string | number;
}

export interface FlowStep {
  key: string;
  name: string;
  receiver: FlowReceiver;
  actions: FlowActionCode[];
  timeLimitHours?: number;
}

/** Approval-flow definitions (流程定义 lcgl 11002): the ordered steps one business type's work passes through. */
export const flowDefinitions = pgTable(
  'flow_definitions',
  {
    id: text('id').primaryKey(),
    busiTypeCode: text('busi_type_code').notNull(),
    busiTypeName: text('busi_type_name').notNull(),
    name: text('name').notNull(),
    /** Definition version, bumped on every published change; running flows keep the snapshot they started with. */
    version: integer('version').notNull().default(1),
    status: text('status', { enum: ['draft', 'enabled', 'disabled'] }).notNull().default('draft'),
    steps: jsonb('steps').$type<FlowStep[]>().notNull(),
    /** Related writ template codes. */
    paperwork: jsonb('paperwork').$type<string[]>().notNull().default([]),
    /** busiTypeCodes of the business this flow is linked to. */
    linkedBusiness: jsonb('linked_business').$type<string[]>().notNull().default([]),
    remark: text('remark'),
    creator: text('creator'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Optimistic lock of the row (edits), distinct from the published `version`. */
    rowVersion: integer('row_version').notNull().default(1),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('flow_definitions_busi_type_idx').on(t.busiTypeCode)],
);

describeColumns(flowDefinitions, {
  id: '流程ID',
  busiTypeCode: { title: '业务类型', maxLength: FLOW_DEFINITION_LIMITS.codeMax },
  busiTypeName: '业务类型',
  name: { title: '流程名称', maxLength: FLOW_DEFINITION_LIMITS.nameMax },
  version: '版本',
  status: { title: '状态', options: FLOW_STATUS_OPTIONS },
  steps: { title: '审批步骤', json: Type.Array(StepInput, { maxItems: FLOW_DEFINITION_LIMITS.stepsMax }) },
  paperwork: { title: '关联文书', json: Paperwork },
  linkedBusiness: { title: '关联业务', json: LinkedBusiness },
  remark: { title: '备注', maxLength: FLOW_DEFINITION_LIMITS.remarkMax },
  creator: '创建人',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  rowVersion: '数据版本',
});

/** What a definition looked like when a version was published: a running flow reads its steps from here. */
export interface FlowDefinitionSnapshot {
  busiTypeCode: string;
  busiTypeName: string;
  name: string;
  steps: FlowStep[];
  paperwork: string[];
  linkedBusiness: string[];
}

export const flowDefinitionVersions = pgTable(
  'flow_definition_versions',
  {
    definitionId: text('definition_id').notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<FlowDefinitionSnapshot>().notNull(),
    publishedAt: ts('published_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.definitionId, t.version] })],
);
