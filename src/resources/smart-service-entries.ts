/** 问答知识库 (8810), tab 问答: the questions the knowledge base answers, the most asked first. */
import { qaEntryEntity } from '../graphql/generated/entities/qa-entry';
import { QaCategoryOptionsDocument } from '../graphql/generated/graphql';
import { smartService } from '../messages/smart-service';
import { entityResource } from './entity/entity-resource';
import { optionsFrom } from './types';

/** The staff's ask page (智能问答): the answer the public would get. */
export const ASK_ROUTE = 'znkfZx';

const categoryOptions = optionsFrom(QaCategoryOptionsDocument, (data) => (data.qaCategoryPage?.records ?? []).flatMap((c) => (c ? [{ value: c.id, label: c.name }] : [])));

export const qaEntryDefinition = entityResource(qaEntryEntity, {
  formRoutes: { create: 'znkfWdkAdd', edit: 'znkfWdkAdd' },
  columns: [['question', { width: 240 }], ['categoryName', { width: 130 }], 'answer', ['hitCount', { width: 90, sortable: false }], ['enabled', { width: 80 }], ['updatedAt', { width: 170 }]],
  filters: [{ name: 'question', label: '问题', kind: 'text', placeholder: smartService.questionFilter }, 'enabled'],
  form: {
    sections: [
      {
        title: '问答',
        fields: [
          ['categoryId', { kind: 'select', optionsFrom: categoryOptions }],
          ['enabled', { kind: 'switch', label: '启用' }],
          ['question', { wide: true, placeholder: smartService.questionPlaceholder }],
          ['keywords', { placeholder: smartService.keywordsPlaceholder }],
          ['answer', { kind: 'textarea', wide: true }],
        ],
      },
    ],
    defaults: { enabled: true, keywords: [] },
  },
  actions: [{ key: 'ask', label: smartService.askAction, scope: 'toolbar', navigate: ASK_ROUTE }],
});
