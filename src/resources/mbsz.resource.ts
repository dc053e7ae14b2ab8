import { defineResourceGroup } from './group';
import { writDocumentDefinition } from './mbsz-document';
import { writTemplateDefinition } from './mbsz-writ';

/** 模板设置 (11410): two tabs, the writ templates and the writs made from them (/document/*). */
export default defineResourceGroup({
  routeName: 'mbsz',
  title: '模板设置',
  tabs: [writTemplateDefinition, writDocumentDefinition],
});
