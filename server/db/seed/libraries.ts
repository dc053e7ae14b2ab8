import type { Db } from '../client';
import { libraryDocuments } from '../schema';
import { DAY_MS } from './constants';
import { DETACHMENT_ID } from './organizations';

type Doc = Omit<typeof libraryDocuments.$inferInsert, 'organId'>;

/** Regulations and cases in each review state, owned by the detachment; fixed ids and times. */
export async function seedLibraries(db: Db, anchor: Date): Promise<void> {
  const at = (days: number) => new Date(anchor.getTime() - days * DAY_MS);
  const base = { organId: DETACHMENT_ID, creatorName: '系统管理员' };
  const approved = (days: number): Partial<Doc> => ({ status: 'approved', sentAt: at(days + 2), reviewerName: '系统管理员', reviewedAt: at(days), reviewComment: '同意入库' });
  const docs: Doc[] = [
    { id: 'lib-reg-1', kind: 'regulation', title: '建筑设计防火规范', category: '国家标准', docNo: 'GB 50016-2014', issuer: '住房和城乡建设部', content: '为了预防建筑火灾，减少火灾危害，保护人身和财产安全，制定本规范。', ...approved(90) },
    { id: 'lib-reg-2', kind: 'regulation', title: '消防设施通用规范', category: '国家标准', docNo: 'GB 55036-2022', issuer: '住房和城乡建设部', content: '为使消防设施有效发挥作用，保障人身和财产安全，制定本规范。', ...approved(60) },
    { id: 'lib-reg-3', kind: 'regulation', title: '深圳市小型场所消防安全管理规定', category: '地方规范性文件', docNo: null, issuer: '深圳市消防救援支队', content: '本规定适用于本市行政区域内的小型生产经营场所。', status: 'reviewing', sentAt: at(3) },
    { id: 'lib-reg-4', kind: 'regulation', title: '高层民用建筑消防安全管理规定（解读）', category: '部门规章', docNo: '应急管理部令第5号', issuer: '应急管理部', content: '解读稿，待完善。', status: 'draft' },
    { id: 'lib-case-1', kind: 'case', title: '某商场占用疏散通道行政处罚案', category: '行政处罚', docNo: '深福消行罚决字〔2026〕0012号', issuer: '福田大队', content: '检查发现该商场二层疏散通道被货物占用，依法责令改正并处罚款。', ...approved(40) },
    { id: 'lib-case-2', kind: 'case', title: '某小区电动自行车火灾事故调查', category: '火灾事故', docNo: null, issuer: '福田大队', content: '起火原因为电动自行车锂电池故障，已对物业单位约谈。', status: 'reviewing', sentAt: at(2) },
    { id: 'lib-case-3', kind: 'case', title: '九小场所联合检查典型案例', category: '监督检查', docNo: null, issuer: '深圳市消防救援支队', content: '草稿：联合街道开展九小场所检查的做法与成效。', status: 'draft' },
  ];
  // Fixed ids: a second run (re-seeding over kept rows) leaves them as they are.
  await db.insert(libraryDocuments).values(docs.map((d, i) => ({ ...base, ...d, createdAt: at(100 - i), updatedAt: d.reviewedAt ?? d.sentAt ?? at(100 - i) }))).onConflictDoNothing();
}
