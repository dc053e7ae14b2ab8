import { calendarPeriodEntity } from '../graphql/generated/entities/calendar-period';
import { entityResource } from './entity/entity-resource';

/** 节假日设置 (jjrsz, beyond the spec): the periods off and the weekend days worked that deadlines in working days count with. */
export default entityResource(calendarPeriodEntity, {
  formRoutes: { create: 'addJjrsz', edit: 'editJjrsz' },
  columns: [['name', { width: 160 }], ['kindText', { width: 110 }], ['startDate', { width: 120 }], ['endDate', { width: 120 }], 'remark', 'updatedAt'],
  filters: ['name', 'kind'],
  form: {
    sections: [
      {
        title: '时段',
        fields: [['name', { placeholder: '如 春节' }], 'kind', ['startDate', { kind: 'date' }], ['endDate', { kind: 'date' }], ['remark', { kind: 'textarea', wide: true }]],
      },
    ],
    defaults: { kind: 1 },
  },
  bulkRemove: true,
});
