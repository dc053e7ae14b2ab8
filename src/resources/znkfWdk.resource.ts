import { defineResourceGroup } from './group';
import { qaCategoryDefinition } from './smart-service-categories';
import { qaEntryDefinition } from './smart-service-entries';

/** 问答知识库 (8810): two tabs, the question-answer entries and their categories (/questionAnswerStorage, /questionAnswer/category). */
export default defineResourceGroup({
  routeName: 'znkfWdk',
  title: '问答知识库',
  tabs: [qaEntryDefinition, qaCategoryDefinition],
});
