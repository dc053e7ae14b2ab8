import type { Db } from '../client';
import { assessmentItems, dutyStandards } from '../schema';
import { DAY_MS } from './constants';

/** The demo's duty-quantification standards, one or two per category; fixed ids and times. */
export async function seedDutyStandards(db: Db, anchor: Date): Promise<void> {
  const at = new Date(anchor.getTime() - 120 * DAY_MS);
  const base = { creatorName: '系统管理员', createdAt: at, updatedAt: at };
  // Fixed ids: a second run (re-seeding over kept rows) leaves them as they are.
  await db.insert(dutyStandards).values([
    { id: 'ds-inspect-unit', code: 'JD-01', name: '日常消防监督检查', category: 1, unit: '家', unitScore: 2, monthlyCap: 60, ...base },
    { id: 'ds-inspect-recheck', code: 'JD-02', name: '责令改正复查', category: 1, unit: '家', unitScore: 1, monthlyCap: 30, ...base },
    { id: 'ds-penalty', code: 'ZF-01', name: '行政处罚案件办理', category: 2, unit: '件', unitScore: 5, monthlyCap: null, ...base },
    { id: 'ds-fire-survey', code: 'HD-01', name: '火灾事故调查', category: 3, unit: '起', unitScore: 8, monthlyCap: null, ...base },
    { id: 'ds-training', code: 'XC-01', name: '消防安全宣传培训', category: 4, unit: '场', unitScore: 1.5, monthlyCap: 15, ...base },
    { id: 'ds-duty', code: 'ZH-01', name: '值班备勤', category: 5, unit: '天', unitScore: 0.5, monthlyCap: 10, remark: '节假日加倍计分', ...base },
  ]).onConflictDoNothing();
}

/** The demo's personal assessment items (kaopingsz); enabled weights add up to 100. */
export async function seedAssessmentItems(db: Db, anchor: Date): Promise<void> {
  const at = new Date(anchor.getTime() - 120 * DAY_MS);
  const base = { fullScore: 100, enabled: true, createdAt: at, updatedAt: at };
  await db.insert(assessmentItems).values([
    { id: 'ai-duty', name: '履职量化得分', source: 1, weight: 50, sort: 1, remark: '按履职量化标准折算', ...base },
    { id: 'ai-work', name: '工作评价', source: 2, weight: 20, sort: 2, ...base },
    { id: 'ai-leader', name: '领导评价', source: 3, weight: 20, sort: 3, ...base },
    { id: 'ai-peer', name: '民主测评', source: 4, weight: 10, sort: 4, ...base },
  ]).onConflictDoNothing();
}
