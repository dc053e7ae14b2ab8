import type { Db } from '../client';
import { lawRegulations } from '../schema';
import { DAY_MS } from './constants';

type Row = Omit<typeof lawRegulations.$inferInsert, 'createdAt' | 'updatedAt'>;

/** The laws fire supervision cites most, with real numbers and dates; fixed ids and times. */
const REGULATIONS: Row[] = [
  { id: 'law-1', title: '中华人民共和国消防法', level: 'law', docNo: '主席令第八十一号', issuer: '全国人民代表大会常务委员会', issuedOn: '2021-04-29', effectiveOn: '2021-04-29', status: 'effective', summary: '为了预防火灾和减少火灾危害，加强应急救援工作，保护人身、财产安全，维护公共安全，制定本法。' },
  { id: 'law-2', title: '中华人民共和国行政处罚法', level: 'law', docNo: '主席令第七十号', issuer: '全国人民代表大会常务委员会', issuedOn: '2021-01-22', effectiveOn: '2021-07-15', status: 'effective', summary: '规范行政处罚的设定和实施，保障和监督行政机关有效实施行政管理。' },
  { id: 'law-3', title: '中华人民共和国行政强制法', level: 'law', docNo: '主席令第四十九号', issuer: '全国人民代表大会常务委员会', issuedOn: '2011-06-30', effectiveOn: '2012-01-01', status: 'effective', summary: '规范行政强制的设定和实施，保障和监督行政机关依法履行职责。' },
  { id: 'law-4', title: '消防监督检查规定', level: 'departmental', docNo: '公安部令第120号', issuer: '公安部', issuedOn: '2012-07-17', effectiveOn: '2012-11-01', status: 'effective', summary: '规定消防监督检查的形式、内容、程序和执法监督。' },
  { id: 'law-5', title: '消防监督检查规定', level: 'departmental', docNo: '公安部令第107号', issuer: '公安部', issuedOn: '2009-04-30', effectiveOn: '2009-05-01', status: 'amended', summary: '已由公安部令第120号修订。' },
  { id: 'law-6', title: '火灾事故调查规定', level: 'departmental', docNo: '公安部令第121号', issuer: '公安部', issuedOn: '2012-07-17', effectiveOn: '2012-11-01', status: 'effective', summary: '规范火灾事故调查，保障火灾事故调查的质量。' },
  { id: 'law-7', title: '机关、团体、企业、事业单位消防安全管理规定', level: 'departmental', docNo: '公安部令第61号', issuer: '公安部', issuedOn: '2001-11-14', effectiveOn: '2002-05-01', status: 'effective', summary: '加强和规范机关、团体、企业、事业单位的消防安全管理。' },
  { id: 'law-8', title: '高层民用建筑消防安全管理规定', level: 'departmental', docNo: '应急管理部令第5号', issuer: '应急管理部', issuedOn: '2021-06-21', effectiveOn: '2021-08-01', status: 'effective', summary: '加强高层民用建筑消防安全管理，预防火灾和减少火灾危害。' },
  { id: 'law-9', title: '建筑设计防火规范', level: 'standard', docNo: 'GB 50016-2014', issuer: '住房和城乡建设部', issuedOn: '2014-08-27', effectiveOn: '2015-05-01', status: 'effective', summary: '适用于新建、扩建和改建的建筑的防火设计。' },
  { id: 'law-10', title: '建筑设计防火规范', level: 'standard', docNo: 'GB 50016-2006', issuer: '建设部', issuedOn: '2006-07-12', effectiveOn: '2006-12-01', status: 'repealed', summary: '已被 GB 50016-2014 替代。' },
];

export async function seedLawRegulations(db: Db, anchor: Date): Promise<void> {
  const at = (i: number) => new Date(anchor.getTime() - (120 - i) * DAY_MS);
  // Fixed ids: a second run (re-seeding over kept rows) leaves them as they are.
  await db.insert(lawRegulations).values(REGULATIONS.map((r, i) => ({ ...r, createdAt: at(i), updatedAt: at(i) }))).onConflictDoNothing();
}

export const SEEDED_REGULATIONS = REGULATIONS.length;
