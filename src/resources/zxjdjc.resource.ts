import { UNIT_CATEGORY_OPTIONS } from '../constants/options';
import { CampaignAreasDocument, CloseCampaignDocument, PublishCampaignDocument, SupervisionTaskPageDocument } from '../graphql/generated/graphql';
import { campaignEntity as meta } from '../graphql/generated/entities/campaign';
import { campaignText as text } from '../messages/campaign';
import { campaignProblem, type CampaignDates } from '../shared/campaign-rules';
import { entityResource } from './entity/entity-resource';
import { optionsFrom, relatedList } from './types';

type Progress = { total: number; checked: number; qualified: number; overdue: number };
const progressText = (value: unknown) => (value ? text.progressText(value as Progress) : '');
const areaOptions = optionsFrom(CampaignAreasDocument, (data) => (data.campaignAreas ?? []).flatMap((a) => (a ? [{ value: a.code, label: text.areaLabel(a) }] : [])));

/** The campaign's tasks: the inspection tasks it dispatched (sourceRef = its id), as the 消防安全检查 list reads them. */
const campaignTasks = relatedList({
  title: text.tasks,
  document: SupervisionTaskPageDocument,
  variables: (campaign: { id: string }, page) => ({ input: { ...page, sourceRef: campaign.id } }),
  select: (data) => data.supervisionTaskPage,
  rowKey: 'id',
  columns: {
    unitName: { title: '单位名称' },
    agentName: { title: '主办人', width: 90 },
    assistantHandlerName: { title: '协办人', width: 90 },
    statusText: { title: '任务状态', width: 90 },
    endDate: { title: '截止日期', width: 110 },
    checkDate: { title: '检查日期', width: 110 },
    checkResultText: { title: '检查结果', width: 120 },
    overdue: { title: '是否逾期', render: 'boolean', width: 90 },
  },
});

/** 专项监督检查 (zxjdjc 1040): campaigns drafted, published (tasks dispatched) and closed; the row's actions come from `allows`. */
export default entityResource(meta, {
  detailRoute: 'zxjdjcDetail',
  formRoutes: { create: 'zxjdjcAdd', edit: 'zxjdjcAdd' },
  columns: [
    ['name', { width: 200 }], ['organName', { width: 150 }], ['periodFrom', { width: 110 }], ['periodTo', { width: 110 }], ['unitCategories', { width: 160 }],
    ['status', { width: 90 }], ['progress', { width: 230, format: progressText }], ['taskEndDate', { width: 120 }], 'publishedAt',
  ],
  filters: ['name', 'status', { name: 'organId', label: '组织单位', kind: 'organ' }],
  detail: {
    sections: [
      { title: text.info, fields: ['name', 'organName', 'periodFrom', 'periodTo', 'unitCategories', 'areaNames', 'taskEndDate', 'status', 'publishedAt', 'closedAt', ['content', { wide: true }]] },
      { title: text.progress, fields: [['progress', { label: text.progressLabel, format: progressText, wide: true }]] },
    ],
    related: [campaignTasks],
  },
  form: {
    sections: [
      {
        title: '专项监督检查',
        fields: [
          ['name', { wide: true }], ['periodFrom', { kind: 'date' }], ['periodTo', { kind: 'date' }],
          ['unitCategories', { kind: 'multiselect', options: UNIT_CATEGORY_OPTIONS, required: true, wide: true }], ['areaCodes', { kind: 'multiselect', optionsFrom: areaOptions, wide: true }],
          ['taskEndDate', { kind: 'date' }], ['content', { kind: 'textarea', wide: true }],
        ],
      },
    ],
    defaults: { unitCategories: [1] },
    // The server's own date rule (src/shared/campaign-rules.ts), shown on the field it names.
    extraRules: (input): Record<string, string> => {
      const problem = campaignProblem(input as CampaignDates);
      if (!problem) return {};
      return { [problem.startsWith('任务') ? 'taskEndDate' : 'periodTo']: problem };
    },
  },
  actions: [
    { key: 'view', label: text.view, scope: 'row', navigate: 'zxjdjcDetail' },
    { key: 'publish', label: text.publish, scope: 'row', allow: 'publish', confirm: text.confirmPublish, successMessage: text.published, document: PublishCampaignDocument, variables: (rows) => ({ input: { id: rows[0].id, version: rows[0].version } }) },
    { key: 'close', label: text.close, scope: 'row', allow: 'close', confirm: text.confirmClose, document: CloseCampaignDocument, variables: (rows) => ({ input: { id: rows[0].id, version: rows[0].version } }) },
  ],
});
