import { findRouteByName } from '../catalogue';
import { caseCauseEntity } from '../graphql/generated/entities/case-cause';
import { SyncCaseCausesDocument } from '../graphql/generated/graphql';
import { entityResource } from './entity/entity-resource';

const buttons = findRouteByName('aysz')!.buttons;

/** 处罚案由 (11420): the national case causes with their legal basis; 同步 pulls case counts and new causes from the xxj service. */
export default entityResource(caseCauseEntity, {
  title: '处罚案由',
  columns: [['code', { width: 100 }], ['name', { width: 240 }], 'legalBasis', 'penaltyBasis', ['caseCount', { width: 90 }], ['source', { width: 120 }], 'syncedAt'],
  filters: ['name', 'source'],
  actions: [
    { key: 'sync', label: '同步', scope: 'toolbar', buttonId: buttons.sync, confirm: '确定从信息系统同步处罚案由吗?', document: SyncCaseCausesDocument, variables: () => ({}) },
  ],
});
