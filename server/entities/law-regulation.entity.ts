import { desc } from 'drizzle-orm';
import { lawRegulations as r } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';
import { optionText } from '../entity/select-helpers';

/** 法律法规库 (fgk 11340): the laws, rules and standards officers cite. No buttons in the catalogue: the menu grants every action. */
export const lawRegulation = defineEntity({
  name: 'lawRegulation',
  title: '法规',
  route: 'fgk',
  table: r,
  idPrefix: '',
  select: {
    id: r.id,
    title: r.title,
    level: r.level,
    levelName: optionText(r.level),
    docNo: r.docNo,
    issuer: r.issuer,
    issuedOn: r.issuedOn,
    effectiveOn: r.effectiveOn,
    status: r.status,
    statusName: optionText(r.status),
    summary: r.summary,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    version: r.version,
  },
  input: ['title', 'level', 'docNo', 'issuer', 'issuedOn', 'effectiveOn', 'status', 'summary'],
  filters: {
    keyword: contains('keyword', [r.title, r.docNo, r.issuer], '关键字'),
    level: equals('level', r.level),
    status: equals('status', r.status),
  },
  order: [desc(r.effectiveOn), desc(r.id)],
  paths: {
    page: { url: '/tw/lawRegulation/page', summary: '法律法规分页（按名称、文号或发布机关，效力级别，时效性筛选）' },
    detail: { url: '/tw/lawRegulation/detail', summary: '法律法规详情' },
    add: { url: '/tw/lawRegulation/add', summary: '新增法律法规' },
    update: { url: '/tw/lawRegulation/update', summary: '修改法律法规' },
    remove: { url: '/tw/lawRegulation/batchDelete', summary: '删除法律法规（可批量）' },
    export: { url: '/tw/lawRegulation/export', summary: '导出法律法规（.xlsx）' },
  },
  export: { fileName: '法律法规.xlsx', sheet: '法律法规', columns: ['title', 'level', 'docNo', 'issuer', 'issuedOn', 'effectiveOn', 'status'] },
  label: (values) => values.title as string | undefined,
  hooks: {
    check(values, { current }) {
      const issuedOn = values.issuedOn === undefined ? current?.issuedOn : values.issuedOn;
      const effectiveOn = values.effectiveOn === undefined ? current?.effectiveOn : values.effectiveOn;
      if (issuedOn && effectiveOn && effectiveOn < issuedOn) throw badRequest('施行日期不能早于发布日期');
    },
  },
});

export type LawRegulationRow = EntityRow<typeof lawRegulation>;
