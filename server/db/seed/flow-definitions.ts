import type { Db } from '../client';
import { flowDefinitions, flowDefinitionVersions, type FlowStep } from '../schema';
import { snapshotOf } from '../../services/flow-definitions';
import { DAY_MS } from './constants';
import { BUSI_TYPES } from './names';

const REVIEW = ['approve', 'reject', 'reback'] as const;

/**
 * Each business type's approval flow: its steps (receivers by organisation level, role or the sender's leader)
 * and the writ templates it issues (codes of writ-templates.ts).
 */
const STEPS: Record<string, { name: string; paperwork: string[]; steps: FlowStep[] }> = {
  xfjdjc: {
    name: '消防监督检查审批流程',
    paperwork: ['XFJDJCJL', 'ZLXQGZ', 'LSCFJD'],
    steps: [
      { key: 'handler', name: '大队承办人', receiver: { kind: 'level', value: 3 }, actions: ['approve', 'transfer'], timeLimitHours: 24 },
      { key: 'brigadeLeader', name: '大队领导审批', receiver: { kind: 'leader', value: 3 }, actions: [...REVIEW, 'close'], timeLimitHours: 48 },
    ],
  },
  fcys: {
    name: '复查申请审批流程',
    paperwork: ['FCYJS'],
    steps: [
      { key: 'handler', name: '大队承办人', receiver: { kind: 'level', value: 3 }, actions: ['approve', 'transfer'], timeLimitHours: 24 },
      { key: 'brigadeLeader', name: '大队领导审批', receiver: { kind: 'leader', value: 3 }, actions: [...REVIEW], timeLimitHours: 48 },
      { key: 'detachmentReview', name: '支队审核', receiver: { kind: 'level', value: 2 }, actions: [...REVIEW, 'close'], timeLimitHours: 72 },
    ],
  },
  fzsh: {
    name: '法制审核流程',
    paperwork: ['XZCFJD'],
    steps: [
      { key: 'legalReview', name: '法制员审核', receiver: { kind: 'role', value: 'r-fazhi' }, actions: [...REVIEW], timeLimitHours: 72 },
      { key: 'detachmentLeader', name: '支队领导审批', receiver: { kind: 'level', value: 2 }, actions: [...REVIEW, 'close'], timeLimitHours: 48 },
    ],
  },
  tsjb: {
    name: '投诉举报核查流程',
    paperwork: ['JBTSHCGZ'],
    steps: [
      { key: 'accept', name: '大队受理', receiver: { kind: 'level', value: 3 }, actions: ['approve', 'forward', 'end'], timeLimitHours: 24 },
      { key: 'verify', name: '中队核查', receiver: { kind: 'level', value: 4 }, actions: ['approve', 'reback', 'close'], timeLimitHours: 72 },
      { key: 'brigadeLeader', name: '大队领导审批', receiver: { kind: 'leader', value: 3 }, actions: [...REVIEW, 'close'], timeLimitHours: 24 },
    ],
  },
  dxhd: {
    name: '大型活动安全检查审批流程',
    paperwork: ['BYSLTZ'],
    steps: [
      { key: 'brigadeReview', name: '大队审查', receiver: { kind: 'level', value: 3 }, actions: ['approve', 'reject'], timeLimitHours: 48 },
      { key: 'detachmentApprove', name: '支队审批', receiver: { kind: 'level', value: 2 }, actions: [...REVIEW, 'close'], timeLimitHours: 48 },
    ],
  },
  aqjc: {
    name: '安全检查流程',
    paperwork: ['GZJJCSJC'],
    steps: [
      { key: 'policeCheck', name: '派出所检查', receiver: { kind: 'level', value: 5 }, actions: ['approve', 'transfer'], timeLimitHours: 72 },
      { key: 'brigadeReview', name: '大队审核', receiver: { kind: 'level', value: 3 }, actions: [...REVIEW, 'close'], timeLimitHours: 48 },
    ],
  },
  tqsh: {
    name: '提前审核流程',
    paperwork: [],
    steps: [
      { key: 'legalReview', name: '法制员审核', receiver: { kind: 'role', value: 'r-fazhi' }, actions: ['approve', 'reject', 'transfer'], timeLimitHours: 72 },
      { key: 'detachmentLeader', name: '支队领导审批', receiver: { kind: 'leader', value: 2 }, actions: [...REVIEW, 'close'], timeLimitHours: 48 },
    ],
  },
  jzsh: {
    name: '集中审核流程',
    paperwork: [],
    steps: [
      { key: 'legalReview', name: '法制员审核', receiver: { kind: 'role', value: 'r-fazhi' }, actions: ['approve', 'reject', 'transfer'], timeLimitHours: 72 },
      { key: 'collectiveReview', name: '支队集体审议', receiver: { kind: 'level', value: 2 }, actions: [...REVIEW, 'close'], timeLimitHours: 120 },
    ],
  },
  lash: {
    name: '立案审核流程',
    paperwork: [],
    steps: [
      { key: 'brigadeLeader', name: '大队领导审批', receiver: { kind: 'leader', value: 3 }, actions: ['approve', 'reject', 'end'], timeLimitHours: 24 },
      { key: 'legalReview', name: '法制员审核', receiver: { kind: 'role', value: 'r-fazhi' }, actions: [...REVIEW, 'close'], timeLimitHours: 72 },
    ],
  },
  grgz: {
    name: '个人工作审批流程',
    paperwork: [],
    steps: [
      { key: 'unitLeader', name: '单位领导审批', receiver: { kind: 'leader' }, actions: ['approve', 'reject', 'transfer', 'close'], timeLimitHours: 48 },
      { key: 'upperReview', name: '上级审核', receiver: { kind: 'level', value: 2 }, actions: [...REVIEW], timeLimitHours: 72 },
    ],
  },
  grlz: {
    name: '个人履职审批流程',
    paperwork: [],
    steps: [
      { key: 'unitLeader', name: '单位领导审批', receiver: { kind: 'leader' }, actions: ['approve', 'reject'], timeLimitHours: 48 },
      { key: 'detachmentReview', name: '支队审核', receiver: { kind: 'level', value: 2 }, actions: [...REVIEW, 'close'], timeLimitHours: 72 },
    ],
  },
  grss: {
    name: '个人履职申诉流程',
    paperwork: [],
    steps: [
      { key: 'unitLeader', name: '单位领导审核', receiver: { kind: 'leader' }, actions: ['approve', 'reject'], timeLimitHours: 48 },
      { key: 'legalReview', name: '法制员复核', receiver: { kind: 'role', value: 'r-fazhi' }, actions: [...REVIEW, 'close'], timeLimitHours: 120 },
    ],
  },
};

/** One enabled flow per business type, version 1 with its published snapshot; fixed ids and times. */
export async function seedFlowDefinitions(db: Db, anchor: Date): Promise<void> {
  const at = new Date(anchor.getTime() - 120 * DAY_MS);
  const rows = BUSI_TYPES.filter((t) => STEPS[t.code]).map((t, index) => ({
    id: `fd-${t.code}`,
    busiTypeCode: t.code,
    busiTypeName: t.name,
    name: STEPS[t.code].name,
    version: 1,
    status: 'enabled' as const,
    steps: STEPS[t.code].steps,
    paperwork: STEPS[t.code].paperwork,
    linkedBusiness: [t.code],
    creator: '系统管理员',
    createdAt: new Date(at.getTime() + index * 60_000),
    updatedAt: new Date(at.getTime() + index * 60_000),
  }));
  // Fixed ids: a second run (re-seeding over kept rows) leaves them as they are.
  await db.insert(flowDefinitions).values(rows).onConflictDoNothing();
  await db
    .insert(flowDefinitionVersions)
    .values(rows.map((r) => ({ definitionId: r.id, version: 1, snapshot: snapshotOf(r), publishedAt: r.createdAt })))
    .onConflictDoNothing();
}
