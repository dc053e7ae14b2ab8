/** 宣传知识库 (xcZsk 8610) and 专题发布 (xcZtfb 8620): one list definition over each library. */
import { findRouteByName } from '../catalogue';
import { SubmitPublicityKnowledgeDocument, SubmitPublicitySpecialDocument } from '../graphql/generated/graphql';
import { publicityKnowledgeEntity } from '../graphql/generated/entities/publicity-knowledge';
import { publicitySpecialEntity } from '../graphql/generated/entities/publicity-special';
import { publicityText as text } from '../messages/publicity';
import { entityResource } from './entity/entity-resource';
import { ArticlesPicker, MediaField } from './publicity-pickers';

const joined = (v: unknown) => (Array.isArray(v) ? v.map((x: { fileName?: string; title?: string }) => x.fileName ?? x.title ?? '').join('、') : '');

export const publicityDetail = {
  sections: [
    { title: text.content, fields: ['title', 'sectionText', 'mediaTypeText', 'categoryText', 'channels', 'statusText', 'authorName', 'organName', ['summary', { wide: true }], ['body', { wide: true }], ['media', { wide: true, format: joined }], ['articles', { wide: true, format: joined }]] },
    { title: text.review, fields: ['submittedAt', 'reviewerName', 'reviewedAt', 'publishedAt', ['reviewOpinion', { wide: true }]] },
  ],
} as const;

const columns = [
  ['title', { width: 240 }], ['categoryText', { width: 100 }], ['mediaTypeText', { width: 80 }], ['channels', { width: 170 }], ['status', { width: 90 }],
  ['reviewOpinion', { width: 200 }], ['authorName', { width: 90 }], ['publishedAt', { width: 160 }], ['updatedAt', { width: 160 }],
] as const;

export function knowledgeResource() {
  const buttons = findRouteByName('xcZsk')!.buttons;
  return entityResource(publicityKnowledgeEntity, {
    detailRoute: 'xcZskXq',
    formRoutes: { create: 'xcZskAdd', edit: 'xcZskAdd' },
    columns: [...columns],
    filters: [{ name: 'title', label: '标题', kind: 'text', placeholder: text.titleFilter }, 'category', 'status', { name: 'organId', label: '发布单位', kind: 'organ' }],
    detail: publicityDetail,
    form: {
      sections: [{
        title: text.content,
        fields: [['title', { wide: true }], 'category', 'mediaType', ['channels', { wide: true }], ['summary', { kind: 'textarea', wide: true }], ['body', { kind: 'textarea', wide: true }], ['mediaIds', { kind: 'custom', component: MediaField, wide: true }]],
      }],
      defaults: { mediaType: 'article', category: 'prevention', channels: ['app', 'wechat'], mediaIds: [], articleIds: [] },
    },
    actions: [
      { key: 'view', label: text.view, scope: 'row', navigate: 'xcZskXq' },
      { key: 'submit', label: text.submit, scope: 'row', allow: 'submit', buttonId: buttons.submit, confirm: text.submitConfirm, successMessage: text.submitted, document: SubmitPublicityKnowledgeDocument, variables: ([row]) => ({ input: { id: row.id, version: row.version } }) },
    ],
  });
}

export function specialResource() {
  const buttons = findRouteByName('xcZtfb')!.buttons;
  return entityResource(publicitySpecialEntity, {
    detailRoute: 'xcZtfbXq',
    formRoutes: { create: 'xcZtfbAdd', edit: 'xcZtfbAdd' },
    columns: [...columns],
    filters: [{ name: 'title', label: '标题', kind: 'text', placeholder: text.titleFilter }, 'category', 'status', { name: 'organId', label: '发布单位', kind: 'organ' }],
    detail: publicityDetail,
    form: {
      sections: [{
        title: text.content,
        fields: [['title', { wide: true }], 'category', ['channels', { wide: true }], ['summary', { kind: 'textarea', wide: true }], ['articleIds', { kind: 'custom', component: ArticlesPicker, wide: true }], ['mediaIds', { kind: 'custom', component: MediaField, wide: true }]],
      }],
      defaults: { mediaType: 'article', category: 'prevention', channels: ['app', 'wechat'], mediaIds: [], articleIds: [], body: null },
    },
    actions: [
      { key: 'view', label: text.view, scope: 'row', navigate: 'xcZtfbXq' },
      { key: 'submit', label: text.submit, scope: 'row', allow: 'submit', buttonId: buttons.submit, confirm: text.submitConfirm, successMessage: text.submitted, document: SubmitPublicitySpecialDocument, variables: ([row]) => ({ input: { id: row.id, version: row.version } }) },
    ],
  });
}
