/**
 * 发布 and 关闭 of a 专项监督检查 (zxjdjc). Publishing dispatches one inspection task per matching social unit of
 * the organiser's scope, with officer pairs of the organiser's brigade drawn reproducibly from the campaign's
 * id, all in one transaction with the campaign's move; the officers are told once each.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import { CAMPAIGN_MAX_TASKS } from '../../../src/constants/campaign';
import type { Db } from '../../db/client';
import { notices, societyCompanies as u, supervisionCampaigns as c } from '../../db/schema';
import { Prng } from '../../db/seed/prng';
import { campaign, type CampaignRow } from '../../entities/campaign.entity';
import { badRequest, conflict } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import type { NoticeEvent } from '../../notice/bus';
import { publishNotices } from '../../notice/publisher';
import { asDb } from '../flow-runtime/context';
import { escapeLike } from '../like';
import { subordinateOrganIds } from '../org-scope';
import { dispatchTaskFrom } from '../supervision/dispatch-from';
import { officerPairs } from '../supervision/draw-rules';
import { brigadeOfficers } from '../supervision/pickers';

type Key = { id: string; version: number };

/** The same campaign always pairs the same officers (FNV-1a of its id as the seed). */
export function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** The live social units of the organiser's scope of the campaign's categories and areas, by id. */
export async function campaignUnits(db: Db, row: Pick<CampaignRow, 'organId' | 'unitCategories' | 'areaCodes'>) {
  const scope = await subordinateOrganIds(db, row.organId);
  const areas = row.areaCodes.map((code) => like(u.areaCode, `${escapeLike(code)}%`));
  return db
    .select({ id: u.id, name: u.name })
    .from(u)
    .where(and(eq(u.deleted, false), eq(u.status, 1), inArray(u.organId, scope), inArray(u.unitCategory, row.unitCategories), areas.length ? or(...areas) : undefined))
    .orderBy(asc(u.id));
}

/** Moves the campaign at its read version, or answers 409. */
async function move(tx: Db, key: Key, set: Partial<typeof c.$inferInsert>, now: Date) {
  const changed = await tx
    .update(c)
    .set({ ...set, updatedAt: now, version: key.version + 1 })
    .where(and(eq(c.id, key.id), eq(c.deleted, false), eq(c.version, key.version)))
    .returning({ id: c.id });
  if (!changed.length) throw conflict();
}

/** `now` and `newId` stamp and name what is written (the demo seed passes fixed ones). */
export async function publishCampaign(db: Db, user: SessionUser, key: Key, now = new Date(), newId: () => string = randomUUID): Promise<CampaignRow> {
  const events = await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const row = await campaign.ops.detail(tx, user, key.id);
    if (row.version !== key.version) throw conflict();
    if (row.status !== 'draft') throw badRequest('只有草稿状态的专项监督检查可以发布');
    const units = await campaignUnits(tx, row);
    if (!units.length) throw badRequest('没有符合检查对象类别和检查区域的社会单位，无法发布');
    if (units.length > CAMPAIGN_MAX_TASKS) throw badRequest(`符合条件的社会单位有${units.length}个，一次专项检查至多下发${CAMPAIGN_MAX_TASKS}个任务，请缩小检查区域或类别`);
    const officers = await brigadeOfficers(tx, user, row.organId);
    if (officers.length < 2) throw badRequest('组织单位的执法人员不足两人，无法下发任务');
    const pairs = officerPairs(officers, units.length, new Prng(seedOf(row.id)));
    const load = new Map<string, number>();
    for (const [i, unit] of units.entries()) {
      const [agent, assistant] = pairs[i];
      // The organiser's brigade carries the task (a field of the add beyond its columns).
      const input = {
        companyId: unit.id, taskClassification: 'inspection', source: 'campaign', agentId: agent.userId, assistantHandlerId: assistant.userId,
        endDate: row.taskEndDate, organId: row.organId, remark: `专项监督检查：${row.name}`,
      };
      await dispatchTaskFrom(tx, user, input, row.id);
      for (const officer of [agent, assistant]) load.set(officer.userId, (load.get(officer.userId) ?? 0) + 1);
    }
    await move(tx, key, { status: 'published', publishedBy: user.userId, publishedAt: now }, now);
    const rows = [...load].map(([receiverId, n]) => ({
      id: newId(), receiverId, senderId: null, title: `专项监督检查任务：${row.name}`, content: `您有${n}个专项监督检查任务，请于${row.taskEndDate}前完成检查。`,
      category: 'supervision', templateCategory: 'task', busiTypeCode: 'zxjdjc', busiTypeName: '专项监督检查', taskId: null, busiInstId: row.id, payload: { campaignId: row.id }, visited: false, createdAt: now,
    }));
    await tx.insert(notices).values(rows);
    return rows.map((r): NoticeEvent => ({ ...r, createdAt: now.toISOString() }));
  });
  await publishNotices(events);
  return campaign.ops.detail(db, user, key.id);
}

/** 关闭: a published campaign is closed; its tasks go on to their own end. */
export async function closeCampaign(db: Db, user: SessionUser, key: Key, now = new Date()): Promise<CampaignRow> {
  await db.transaction(async (tr) => {
    const tx = asDb(tr);
    const row = await campaign.ops.detail(tx, user, key.id);
    if (row.version !== key.version) throw conflict();
    if (row.status !== 'published') throw badRequest('只有已发布的专项监督检查可以关闭');
    await move(tx, key, { status: 'closed', closedAt: now }, now);
  });
  return campaign.ops.detail(db, user, key.id);
}

