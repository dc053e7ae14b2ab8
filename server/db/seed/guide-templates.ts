import type { Db } from '../client';
import { guideTemplates } from '../schema';
import { DAY_MS } from './constants';

/** The guide templates the demo ships with, fixed ids and times. */
export async function seedGuideTemplates(db: Db, anchor: Date): Promise<void> {
  const at = (days: number) => new Date(anchor.getTime() - days * DAY_MS);
  await db.insert(guideTemplates).values([
    { id: 'gt-crowded-place', name: '人员密集场所检查指引', guideType: 'supervision', content: '重点检查疏散通道、安全出口是否畅通，应急照明和疏散指示标志是否完好，消防控制室是否24小时双人值班。', basis: '《中华人民共和国消防法》第十六条', sort: 1, creatorName: '系统管理员', createdAt: at(100), updatedAt: at(100) },
    { id: 'gt-high-rise', name: '高层建筑检查指引', guideType: 'supervision', content: '检查消防车通道、登高操作场地是否被占用，消防电梯、防排烟系统能否正常启动。', basis: '《高层民用建筑消防安全管理规定》', sort: 2, creatorName: '系统管理员', createdAt: at(90), updatedAt: at(60) },
    { id: 'gt-penalty-procedure', name: '行政处罚一般程序指引', guideType: 'enforcement', content: '立案、调查取证、告知、听取陈述申辩、审核、决定、送达、执行，各环节文书齐全。', basis: '《中华人民共和国行政处罚法》第五章', sort: 1, creatorName: '系统管理员', createdAt: at(80), updatedAt: at(80) },
    { id: 'gt-fire-cause', name: '火灾原因调查指引', guideType: 'investigation', content: '保护现场，询问当事人和证人，提取物证，综合分析认定起火部位、起火点和起火原因。', basis: '《火灾事故调查规定》', sort: 1, creatorName: '系统管理员', createdAt: at(70), updatedAt: at(70) },
  ]).onConflictDoNothing();
}
