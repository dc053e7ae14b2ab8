import { lawRegulationEntity } from '../graphql/generated/entities/law-regulation';
import { entityResource } from './entity/entity-resource';

/** 法律法规库 (11340): the laws, rules and standards officers cite, with level and validity. */
export default entityResource(lawRegulationEntity, {
  title: '法律法规',
  columns: [
    'title',
    ['level', { width: 110 }],
    ['docNo', { width: 170 }],
    ['issuer', { width: 200 }],
    ['issuedOn', { width: 110 }],
    ['effectiveOn', { width: 110 }],
    ['status', { width: 100 }],
  ],
  filters: [{ name: 'keyword', label: '名称/文号/机关', kind: 'text' }, 'level', 'status'],
  bulkRemove: true,
  export: { url: '/api/tw/lawRegulation/export', fileName: '法律法规.xlsx' },
});
