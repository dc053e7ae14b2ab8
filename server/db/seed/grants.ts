import type { MenuSeedRow } from '../../../src/catalogue/types';
import { AUDIT_ADMIN_ROLE_CODE, SECURITY_ADMIN_ROLE_CODE } from '../../../src/constants/roles';

/** 移交受理 (2400) and its 移交 button: partners hand hazards over to the brigade (受理 and 退回 are the brigade's). */
export const PARTNER_HANDOVER_MENU_ID = 2400;
export const PARTNER_HANDOVER_BUTTON_ID = 2401;

/** Dashboard menus every demo role holds: root 1, home 100 and its buttons except 114 (admin only). */
export const BASE_MENU_IDS = [1, 100, 111, 112, 113];

/** 日志查看: granted to the audit administrator only (三员分立). */
export const AUDIT_LOG_MENU_ID = 11900;

/** 角色管理 and 用户管理-冻结 (freeze, unfreeze, unlock): the security administrator's, not the system administrator's (三员分立). */
export const ROLE_MENU_ID = 11110;
export const USER_MENU_ID = 11101;
export const FREEZE_BUTTON_ID = 11103;

/** Menus and buttons no system administrator holds: the audit log, and roles, grants and lock/unlock. */
export function notForSystemAdmin(rows: readonly MenuSeedRow[]): Set<number> {
  return new Set([...menuSubtree(rows, AUDIT_LOG_MENU_ID), ...menuSubtree(rows, ROLE_MENU_ID), FREEZE_BUTTON_ID]);
}

/** A menu and every menu and button below it. */
export function menuSubtree(rows: readonly MenuSeedRow[], rootId: number): number[] {
  const out = [rootId];
  for (let i = 0; i < out.length; i += 1) for (const row of rows) if (row.parentId === out[i]) out.push(row.menuId);
  return out;
}

/** A menu with all its descendants (menus and buttons) and its ancestors, so the tree can be drawn. */
export function grantSet(rows: readonly MenuSeedRow[], spec: { subtrees?: number[]; only?: number[] }): number[] {
  const children = new Map<number | null, number[]>();
  const parent = new Map<number, number | null>();
  for (const row of rows) {
    parent.set(row.menuId, row.parentId);
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.menuId]);
  }
  const out = new Set<number>();
  const addAncestors = (id: number) => {
    for (let p = parent.get(id) ?? null; p !== null && !out.has(p); p = parent.get(p) ?? null) out.add(p);
  };
  const addSubtree = (id: number) => {
    out.add(id);
    for (const child of children.get(id) ?? []) addSubtree(child);
  };
  for (const id of spec.subtrees ?? []) {
    if (!parent.has(id)) continue;
    addSubtree(id);
    addAncestors(id);
  }
  for (const id of [...BASE_MENU_IDS, ...(spec.only ?? [])]) {
    if (!parent.has(id)) continue;
    out.add(id);
    addAncestors(id);
  }
  return [...out].sort((a, b) => a - b);
}

export interface DemoRoleDef {
  id: string;
  code: string;
  name: string;
  description: string;
  grants: { subtrees?: number[]; only?: number[] };
}

/** The demo roles and the menus such a person needs (admin is the built-in role of the essentials). */
export const DEMO_ROLES: DemoRoleDef[] = [
  {
    id: 'r-zhidui',
    code: 'zhiduiLeader',
    name: '支队领导',
    description: '支队分管领导：查看监督管理、执法监督、行政执法与统计分析，审核宣传内容，处理个人任务，下发和审批火灾防控任务，查看火灾调查、信用公示与预警研判',
    grants: { subtrees: [2000, 3000, 4000, 10000, 8300, 1000, 8500, 6000, 7000, 9000], only: [200, 300] },
  },
  {
    id: 'r-dadui',
    code: 'daduiInspector',
    name: '大队监督员',
    description: '大队消防监督员：开展监督检查、办理行政处罚案件、处理个人任务和火灾防控任务，受理公众消防业务、组织消防培训、编写宣传内容，提交法制预审',
    // 临时查封: registered, carried out and lifted by the inspector; approved by a leader only (审批 3202 not granted).
    grants: { subtrees: [2000, 1000, 2999, 3100, 4100, 5100, 5200, 5300, 5400, 5500, 8200, 8300, 8400, 8600], only: [3200, 3201, 3203, 3204] },
  },
  {
    id: 'r-fazhi',
    code: 'legalReviewer',
    name: '法制审核员',
    description: '法制审核员：执法监督、法制审核与个人任务',
    grants: { subtrees: [4000, 2100] },
  },
  {
    id: 'r-paichusuo',
    code: 'policePartner',
    name: '派出所民警',
    description: '派出所联合监管民警：派出所监管（签收、办理、回复工单）、向消防救援大队移交隐患与个人消息',
    // Partners receive orders; only fire-rescue units issue them (下发工单 5301 not granted).
    grants: { only: [5300, 5302, 5303, 5304, 5306, PARTNER_HANDOVER_MENU_ID, PARTNER_HANDOVER_BUTTON_ID] },
  },
  {
    id: 'r-jiedao',
    code: 'streetPartner',
    name: '街道网格员',
    description: '街道网格员：街道消防巡查工单（签收、办理、转发社区、回复）与日常巡查、社区监管工单、向消防救援大队移交隐患',
    // Community staff hold this role too: they handle the 社区 orders a street forwards (社区监管 5400, no 下发 or 审核).
    grants: { subtrees: [5520], only: [5500, 5510, 5512, 5513, 5514, 5516, 5517, 5400, 5402, 5403, 5404, 5406, PARTNER_HANDOVER_MENU_ID, PARTNER_HANDOVER_BUTTON_ID] },
  },
  {
    id: 'r-kaifa',
    code: 'developer',
    name: '开发人员',
    description: '开发人员：状态机检查器（状态图、本页实时运行的状态机、沙盒）',
    grants: { only: [11970] },
  },
  {
    id: 'r-anquan',
    code: SECURITY_ADMIN_ROLE_CODE,
    name: '安全管理员',
    description: '三员之一：角色与授权管理、账号冻结与解冻；不能兼任系统管理员或审计管理员',
    grants: { subtrees: [ROLE_MENU_ID], only: [USER_MENU_ID, FREEZE_BUTTON_ID] },
  },
  {
    id: 'r-shenji',
    code: AUDIT_ADMIN_ROLE_CODE,
    name: '审计管理员',
    description: '三员之一：查看、导出与校验操作日志，别无其他权限；不能兼任系统管理员或安全管理员',
    grants: { subtrees: [AUDIT_LOG_MENU_ID] },
  },
];
