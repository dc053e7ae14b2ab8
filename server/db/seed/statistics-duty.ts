/**
 * Two years of personal duty declarations (个人工作 grgz, 个人履职 grlz, 申诉 grss) from the brigades that
 * piloted duty quantification (all but 福田 and 罗湖, which joined this year: 福田's are the demo's own
 * flows of flow-works.ts, played through the runtime): each an approval flow already finished, written as
 * the runtime leaves it (the work with its final snapshot, the circulation record, the declaration), so
 * the duty summary and evaluation (10130, 10140) have history. Nothing here is pending anyone's action.
 */
import type { Db } from '../client';
import { dutyDeclarations, flowCirculations, flowWorks } from '../schema';
import { pricedItems } from '../../services/duty-declarations';
import { CHINA_OFFSET_MS, DAY_MS, HOUR_MS } from './constants';
import { APPEAL_REASONS } from './business-record-texts';
import { BUSI_TYPES } from './names';
import type { Calendar } from './statistics-calendar';
import type { StatContext, StatUser } from './statistics-context';
import type { Prng } from './prng';
import { insertKept } from './statistics-insert';

type Kind = 'grgz' | 'grlz' | 'grss';
type Circulation = typeof flowCirculations.$inferInsert;

export const DUTY_PILOT_DISTRICTS = ['440305', '440306', '440307', '440308', '440309', '440310', '440311', '440312'];
/** Step names of the seeded flow definitions (flow-definitions.ts). */
const STEPS: Record<Kind, [first: [string, string], second: [string, string] | null]> = {
  grgz: [['unitLeader', '单位领导审批'], null],
  grlz: [['unitLeader', '单位领导审批'], ['detachmentReview', '支队审核']],
  grss: [['unitLeader', '单位领导审核'], ['legalReview', '法制员复核']],
};
const REJECTIONS = ['工作量统计有误，请核实后重报。', '申报材料不全，请补充后重报。'];

function itemsOf(rng: Prng, kind: Kind): { standardId: string; quantity: number }[] {
  if (kind === 'grss') return [{ standardId: 'ds-inspect-recheck', quantity: rng.int(1, 5) }];
  if (kind === 'grlz') {
    return rng.chance(0.5)
      ? [{ standardId: 'ds-penalty', quantity: rng.int(1, 4) }, { standardId: 'ds-duty', quantity: rng.int(4, 12) }]
      : [{ standardId: 'ds-fire-survey', quantity: rng.int(1, 2) }, { standardId: 'ds-inspect-unit', quantity: rng.int(10, 30) }];
  }
  const extra = rng.pick(['ds-training', 'ds-inspect-recheck', 'ds-duty']);
  return [{ standardId: 'ds-inspect-unit', quantity: rng.int(10, 35) }, { standardId: extra, quantity: rng.int(1, 8) }];
}

/** YYYY-MM of every month from the window's first to the one before the seeding day's. */
function periods(cal: Calendar): string[] {
  const last = new Date(cal.anchor.getTime() + CHINA_OFFSET_MS);
  const out: string[] = [];
  for (let d = new Date(cal.start.getTime() + CHINA_OFFSET_MS); d.getUTCFullYear() * 12 + d.getUTCMonth() < last.getUTCFullYear() * 12 + last.getUTCMonth(); d.setUTCMonth(d.getUTCMonth() + 1)) {
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

export async function seedDutyHistory(db: Db, rng: Prng, ctx: StatContext, cal: Calendar, detachmentId: string): Promise<void> {
  const detachment = ctx.staff.get(detachmentId) ?? [];
  const reviewer = { grlz: detachment.find((u) => u.account === 'zhidui'), grss: detachment.find((u) => u.account === 'fazhi') };
  if (!reviewer.grlz || !reviewer.grss) return;
  const declarants: { user: StatUser; leader: StatUser }[] = [];
  for (const organ of ctx.organs) {
    if (!organ.district || !DUTY_PILOT_DISTRICTS.includes(organ.district) || (organ.kind !== 'brigade' && organ.kind !== 'station')) continue;
    const staff = ctx.staff.get(organ.id) ?? [];
    const leader = staff.find((u) => u.leader);
    if (leader) for (const user of staff) if (!user.leader && user.account.startsWith('xf')) declarants.push({ user, leader });
  }

  const plans: { kind: Kind; period: string; user: StatUser; leader: StatUser; items: { standardId: string; quantity: number }[]; sentAt: Date; approved: boolean }[] = [];
  for (const period of periods(cal)) {
    const month = Number(period.slice(5));
    const firstOfNext = Date.UTC(Number(period.slice(0, 4)), month, 1) - CHINA_OFFSET_MS;
    for (const { user, leader } of declarants) {
      const kinds: Kind[] = [];
      if (rng.chance(0.8)) kinds.push('grgz');
      if (month % 3 === 0 && rng.chance(0.85)) kinds.push('grlz');
      if (rng.chance(0.04)) kinds.push('grss');
      for (const kind of kinds) {
        const sentAt = new Date(firstOfNext + rng.int(0, 4) * DAY_MS + rng.int(9, 11) * HOUR_MS);
        if (sentAt.getTime() + 12 * HOUR_MS > cal.anchor.getTime()) continue;
        plans.push({ kind, period, user, leader, items: itemsOf(rng, kind), sentAt, approved: rng.chance(0.94) });
      }
    }
  }
  const priced = await pricedItems(db, plans.flatMap((p) => p.items));

  const works: (typeof flowWorks.$inferInsert)[] = [];
  const records: (typeof dutyDeclarations.$inferInsert)[] = [];
  const circulations: Circulation[] = [];
  let offset = 0;
  for (const [i, p] of plans.entries()) {
    const n = String(i + 1).padStart(5, '0');
    const busiInstId = `${p.kind}-hist-${n}`;
    const busiTypeName = BUSI_TYPES.find((b) => b.code === p.kind)!.name;
    const items = priced.slice(offset, (offset += p.items.length));
    const unit = (u: StatUser) => ({ id: u.organId, name: ctx.organ.get(u.organId)?.name ?? null });
    const move = (k: number, who: StatUser, m: string, step: [string, string] | null, to: StatUser | null, comment: string | null): Circulation => ({
      id: `fch-${n}-${k}`,
      flowWorkId: `fwh-${n}`,
      move: m,
      stepKey: step?.[0] ?? null,
      stepName: step?.[1] ?? '发起',
      sourceUnitId: unit(who).id,
      sourceUnitName: unit(who).name,
      userId: who.id,
      username: who.name,
      sendTime: new Date(p.sentAt.getTime() + k * 5 * HOUR_MS),
      targetUnitId: to ? unit(to).id : null,
      targetUnitName: to ? unit(to).name : null,
      targetUserId: to?.id ?? null,
      targetUserName: to?.name ?? null,
      comment,
    });
    const [first, second] = STEPS[p.kind];
    const upperReviewer = p.kind === 'grgz' ? null : reviewer[p.kind];
    const moves = [move(0, p.user, 'send', null, p.leader, null)];
    const holders: Record<string, string> = { unitLeader: p.leader.id };
    if (!p.approved) moves.push(move(1, p.leader, 'reject', first, null, rng.pick(REJECTIONS)));
    else if (!second || !upperReviewer) moves.push(move(1, p.leader, 'close', first, null, '同意。'));
    else {
      moves.push(move(1, p.leader, 'approve', first, upperReviewer, null), move(2, upperReviewer, p.kind === 'grss' ? 'close' : 'approve', second, null, '材料齐全，同意。'));
      holders[second[0]] = upperReviewer.id;
    }
    const last = moves[moves.length - 1];
    circulations.push(...moves);
    works.push({
      id: `fwh-${n}`,
      definitionId: `fd-${p.kind}`,
      definitionVersion: 1,
      busiTypeCode: p.kind,
      busiTypeName,
      busiInstId,
      title: `${p.user.name}${p.period}${busiTypeName}`,
      state: { value: p.approved ? 'approved' : 'rejected', context: { holders, opinion: last.comment ?? null, handover: null, starterId: p.user.id, assigneeId: null } },
      phase: p.approved ? 'approved' : 'rejected',
      stepKey: null,
      stepName: null,
      starterId: p.user.id,
      starterOrganId: p.user.organId,
      assigneeId: null,
      createdAt: p.sentAt,
      updatedAt: last.sendTime,
      finishedAt: p.approved ? last.sendTime : null,
      version: moves.length,
    });
    records.push({
      id: busiInstId,
      kind: p.kind,
      userId: p.user.id,
      organId: p.user.organId,
      period: p.period,
      items,
      score: Math.round(items.reduce((sum, item) => sum + item.score, 0) * 100) / 100,
      reason: p.kind === 'grss' ? rng.pick(APPEAL_REASONS) : null,
      createdAt: p.sentAt,
      updatedAt: p.sentAt,
    });
  }
  await insertKept(db, flowWorks, works);
  await insertKept(db, flowCirculations, circulations);
  await insertKept(db, dutyDeclarations, records);
}
