import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FlowActionCode, FlowReceiverKind } from '../../../src/constants/flow-labels';

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
