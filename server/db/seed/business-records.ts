/**
 * The business records behind the demo flow works of flow-works.ts: one legal review, re-inspection
 * application or duty declaration per seeded work of its type, with the work's busiInstId as its id and
 * the work's starter as its author. The flows themselves were played through the runtime; nothing here
 * writes flow state, so a record and its work always agree. Fixed values only (a second seed writes the
 * same rows; kept rows stay as they are).
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { dutyDeclarations, flowWorks, legalReviews, reinspectionApplications } from '../schema';
import { pricedItems } from '../../services/duty-declarations';
import { CHINA_OFFSET_MS, DAY_MS } from './constants';
import { LEGAL_CASES, REINSPECTIONS, DUTY_ITEMS, APPEAL_REASONS } from './business-record-texts';

type Work = typeof flowWorks.$inferSelect;

const SUBJECT = /(案件提前审核|案件集中审核|立案审核|复查验收申请)$/;
const companyOf = (title: string) => title.replace(SUBJECT, '');

/** YYYY-MM of the month before `at` (China time): a declaration covers the month just ended. */
function previousMonth(at: Date): string {
  const china = new Date(at.getTime() + CHINA_OFFSET_MS);
  const month = china.getUTCMonth();
  const year = china.getUTCFullYear() - (month === 0 ? 1 : 0);
  return `${year}-${String(month === 0 ? 12 : month).padStart(2, '0')}`;
}

async function worksOf(db: Db, types: string[]): Promise<Work[]> {
  return db.select().from(flowWorks).where(inArray(flowWorks.busiTypeCode, types)).orderBy(asc(flowWorks.id));
}

async function seedLegalReviews(db: Db, anchor: Date): Promise<void> {
  const works = await worksOf(db, ['tqsh', 'jzsh', 'lash']);
  const year = new Date(anchor.getTime() + CHINA_OFFSET_MS).getUTCFullYear();
  const rows = works.map((w, i) => {
    const company = companyOf(w.title);
    const c = LEGAL_CASES[i % LEGAL_CASES.length];
    return {
      id: w.busiInstId,
      reviewKind: w.busiTypeCode as 'tqsh' | 'jzsh' | 'lash',
      caseName: `${company}${c.cause}案`,
      caseNo: `深福消行罚〔${year}〕${String(i + 11).padStart(3, '0')}号`,
      partyName: company,
      caseCause: c.causeId,
      organId: w.starterOrganId,
      handlerId: w.starterId,
      summary: `${company}${c.summary}`,
      proposal: c.proposal,
      materials: c.materials,
      submittedAt: w.createdAt,
      createdBy: w.starterId,
      createdAt: w.createdAt,
      updatedAt: w.createdAt,
    };
  });
  if (rows.length) await db.insert(legalReviews).values(rows).onConflictDoNothing();
}

type Outcome = { finisher: string; failed: boolean; at: Date } | null;

function reinspectionRow(w: Work, i: number, year: number, outcome: Outcome) {
  const r = REINSPECTIONS[i % REINSPECTIONS.length];
  return {
    id: w.busiInstId,
    companyName: companyOf(w.title),
    address: r.address,
    originalWritNo: `深福消限字〔${year}〕第${String(i + 101)}号`,
    hazards: r.hazards,
    rectifiedAt: new Date(w.createdAt.getTime() - 2 * DAY_MS),
    applicant: r.applicant,
    phone: r.phone,
    organId: w.starterOrganId,
    registeredBy: w.starterId,
    outcome: outcome ? (outcome.failed ? ('fail' as const) : ('pass' as const)) : null,
    outcomeNote: outcome ? (outcome.failed ? '疏散指示标志仍未恢复，消防控制室无人值守，复查不合格。' : '整改项已全部整改到位，复查合格。') : null,
    outcomeAt: outcome?.at ?? null,
    outcomeBy: outcome?.finisher ?? null,
    createdAt: w.createdAt,
    updatedAt: outcome?.at ?? w.createdAt,
  };
}

const yearOf = (anchor: Date) => new Date(anchor.getTime() + CHINA_OFFSET_MS).getUTCFullYear();

/**
 * The runtime lets a re-inspection finish only with its 复查结论, so the seed records the application and
 * its outcome just before the finishing move (the finisher concludes 不合格 when their opinion says so).
 */
export function concludeReinspectionBeforeFinish(anchor: Date) {
  return async (db: Db, w: Work, finisherId: string, opinion: string | null, at: Date): Promise<void> => {
    if (w.busiTypeCode !== 'fcys') return;
    const index = (await worksOf(db, ['fcys'])).findIndex((x) => x.id === w.id);
    const row = reinspectionRow(w, index, yearOf(anchor), { finisher: finisherId, failed: /不合格/.test(opinion ?? ''), at });
    await db.insert(reinspectionApplications).values(row).onConflictDoNothing();
  };
}

/** The applications of works that did not finish (a finished one was recorded before its finishing move). */
async function seedReinspections(db: Db, anchor: Date): Promise<void> {
  const works = await worksOf(db, ['fcys']);
  const rows = works.map((w, i) => reinspectionRow(w, i, yearOf(anchor), null));
  if (rows.length) await db.insert(reinspectionApplications).values(rows).onConflictDoNothing();
}

async function seedDutyDeclarations(db: Db): Promise<void> {
  const works = await worksOf(db, ['grgz', 'grlz', 'grss']);
  const rows = [];
  for (const [i, w] of works.entries()) {
    const kind = w.busiTypeCode as 'grgz' | 'grlz' | 'grss';
    const items = await pricedItems(db, DUTY_ITEMS[kind][i % DUTY_ITEMS[kind].length]);
    rows.push({
      id: w.busiInstId,
      kind,
      userId: w.starterId,
      organId: w.starterOrganId,
      period: previousMonth(w.createdAt),
      items,
      score: Math.round(items.reduce((sum, item) => sum + item.score, 0) * 100) / 100,
      reason: kind === 'grss' ? APPEAL_REASONS[i % APPEAL_REASONS.length] : null,
      createdAt: w.createdAt,
      updatedAt: w.createdAt,
    });
  }
  if (rows.length) await db.insert(dutyDeclarations).values(rows).onConflictDoNothing();
}

/** Runs after seedFlowWorks. */
export async function seedBusinessRecords(db: Db, anchor: Date): Promise<void> {
  await seedLegalReviews(db, anchor);
  await seedReinspections(db, anchor);
  await seedDutyDeclarations(db);
}
