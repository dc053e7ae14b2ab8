/**
 * 预约受理 (8200) beyond its entity's standard routes (server/entities/appointment.entity.ts): 办理 (accept
 * or refuse) and the officers a booking can be given to.
 */
import { Type } from '@sinclair/typebox';
import { appointment } from '../../entities/appointment.entity';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { handleAppointment } from '../../services/appointments/handle';
import { brigadeOfficers } from '../../services/supervision/pickers';
import { HANDLE_APPOINTMENT_FIELDS } from '../../../src/shared/appointment-rules';
import { screenGrants } from '../system/catalogue-menu';

const queue = screenGrants('yyslDcl', ['handle']);
const yysl = screenGrants('yysl', []);

export const appointmentRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/appointment/officers',
    operationId: 'appointmentOfficers',
    summary: '可选的承办人、协办人：受理单位（默认本单位）的执法人员',
    access: yysl.menuId,
    audit: false,
    querystring: Type.Object({ organId: Type.Optional(Type.String({ title: '受理单位', maxLength: 64 })) }),
    data: Type.Array(Type.Object({ userId: Type.String({ title: '用户ID' }), username: Type.String({ title: '姓名' }) })),
    handler: ({ query, db, user }) => brigadeOfficers(db, user!, query.organId),
  }),
  defineRoute({
    method: 'POST',
    url: '/appointment/handle',
    operationId: 'handleAppointment',
    summary: '办理预约：受理（约定日期、承办人，复查/大型活动/监督检查另需协办人并下发检查任务）或不予受理（理由）',
    access: queue.menuId,
    buttonId: queue.buttons.handle,
    body: Type.Object({ id: Type.String({ title: '预约ID', minLength: 1 }), version: VersionField, ...HANDLE_APPOINTMENT_FIELDS }),
    data: appointment.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return handleAppointment(db, user!, body);
    },
  }),
];
