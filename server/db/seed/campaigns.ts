/**
 * The demo 专项监督检查 of 福田大队: drafted, published and partly checked through the campaign and inspection
 * services, so its tasks, facts, notices and progress are what the work would have written.
 */
import { and, asc, eq } from 'drizzle-orm';
import { campaign } from '../../entities/campaign.entity';
import type { SessionUser } from '../../http/route';
import { publishCampaign } from '../../services/campaign/publish';
import { recordCheck } from '../../services/supervision/check-record';
import { acceptTask } from '../../services/supervision/task-moves';
import { writeTaskFact } from '../../services/supervision/task-fact';
import { removeInspectionTaskFact } from '../../services/statistics/fact-writes';
import { chinaDateOf } from '../../../src/shared/working-days';
import type { Db } from '../client';
import { organizations, supervisionCampaigns, supervisionTasks, users } from '../schema';
import { DAY_MS } from './constants';

export const DEMO_CAMPAIGN_ID = 'cp-demo-01';

export async function seedCampaigns(db: Db, anchor: Date): Promise<void> {
  const [dadui] = await db.select().from(users).where(eq(users.account, 'dadui'));
  const [brigade] = await db.select({ areaCode: organizations.areaCode }).from(organizations).where(eq(organizations.id, dadui?.organId ?? ''));
  if (!dadui || !brigade?.areaCode) return;
  const me: SessionUser = { userId: dadui.id, userCode: dadui.account, name: dadui.name, unitId: dadui.organId, sessionId: 'seed', grants: new Set(), isAdmin: false };
  const day = (n: number) => chinaDateOf(new Date(anchor.getTime() + n * DAY_MS));
  const draft = await campaign.ops.add(db, me, {
    name: '冬春火灾防控重点单位专项检查', periodFrom: day(-5), periodTo: day(40), unitCategories: [1], areaCodes: [brigade.areaCode], taskEndDate: day(30),
    content: '重点检查消防安全责任制落实、消防设施器材完好有效、疏散通道和安全出口畅通、消防控制室值班情况，发现隐患依法责令改正。',
  });
  const created = new Date(anchor.getTime() - 5 * DAY_MS);
  await db.update(supervisionCampaigns).set({ id: DEMO_CAMPAIGN_ID, createdAt: created, updatedAt: created }).where(eq(supervisionCampaigns.id, draft.id));
  const published = new Date(created.getTime() + 3_600_000);
  let n = 0;
  await publishCampaign(db, me, { id: DEMO_CAMPAIGN_ID, version: draft.version }, published, () => `notice-cp-demo-${String(++n).padStart(2, '0')}`);
  // The kit names a task by a random id at the current time: fixed ids and times, so a second seed writes the same rows.
  const made = await db.select({ id: supervisionTasks.id }).from(supervisionTasks).where(eq(supervisionTasks.sourceRef, DEMO_CAMPAIGN_ID)).orderBy(asc(supervisionTasks.companyId));
  for (const [i, task] of made.entries()) {
    const id = `st-cp-demo-${String(i + 1).padStart(2, '0')}`;
    await db.transaction(async (tr) => {
      const tx = tr as unknown as Db;
      await removeInspectionTaskFact(tx, task.id);
      await tx.update(supervisionTasks).set({ id, createdAt: published, updatedAt: published }).where(eq(supervisionTasks.id, task.id));
      await writeTaskFact(tx, id);
    });
  }
  // dadui has checked the first of its own tasks: the campaign's progress shows one checked and qualified.
  const [mine] = await db.select().from(supervisionTasks).where(and(eq(supervisionTasks.sourceRef, DEMO_CAMPAIGN_ID), eq(supervisionTasks.agentId, dadui.id))).orderBy(asc(supervisionTasks.id)).limit(1);
  if (!mine) return;
  const accepted = await acceptTask(db, me, { id: mine.id, version: mine.version }, new Date(created.getTime() + DAY_MS));
  const checkedAt = new Date(created.getTime() + 2 * DAY_MS);
  await recordCheck(db, me, {
    id: mine.id, version: accepted.version, checkDate: chinaDateOf(checkedAt), checkResult: 'qualified', causeId: null, unitSigner: '单位消防安全管理人', hazards: [],
    checkItems: [{ item: '消防安全责任制落实情况', passed: true, finding: '' }, { item: '疏散通道、安全出口畅通', passed: true, finding: '' }], templateId: null,
  }, checkedAt);
}
