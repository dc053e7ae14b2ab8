/**
 * 大型活动检查 (dxhd 1060) and 移交受理 (yjsl 2400) beyond their entities' standard routes: 登记 and 移交 (which
 * notify), 受理, 办理 (the inspection task through dispatchTaskFrom), 办结, 退回, and the brigades to choose from.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { largeEvent } from '../../entities/large-event.entity';
import { handover } from '../../entities/handover.entity';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { brigadeChoices } from '../../services/events-handovers/brigades';
import { acceptEvent, concludeEvent, dispatchEventCheck, registerEvent } from '../../services/events-handovers/events';
import { acceptHandover, handoverDetail, returnHandover, sendHandover } from '../../services/events-handovers/handovers';
import { DISPATCH_FIELDS, HANDOVER_DISPATCH_FIELDS, RETURN_FIELDS } from '../../../src/shared/dispatch-inputs';

const dxhd = largeEvent.writeGrants;
const yjsl = handover.writeGrants;
const EventKey = { id: Type.String({ title: '活动ID', minLength: 1 }), version: VersionField };
const HandoverKey = { id: Type.String({ title: '移交ID', minLength: 1 }), version: VersionField };
const Brigades = Type.Array(Type.Object({ id: Type.String({ title: '单位ID' }), name: Type.String({ title: '单位名称' }) }));

type EventMove = typeof acceptEvent | typeof dispatchEventCheck | typeof concludeEvent;

const eventMove = <F extends Record<string, TSchema>>(url: string, operationId: string, summary: string, fields: F, run: EventMove) =>
  defineRoute({
    method: 'POST',
    url,
    operationId,
    summary,
    access: dxhd.menuId,
    buttonId: dxhd.buttons.handle,
    body: Type.Object({ ...EventKey, ...fields }),
    data: largeEvent.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = (body as unknown as { id: string }).id;
      return run(db, user!, body as never);
    },
  });

export const eventHandoverRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/largescaleactivityinspection/addLargeScaleActivity',
    operationId: 'addLargeEvent',
    summary: '登记大型活动（通知承办大队）',
    access: dxhd.menuId,
    buttonId: dxhd.buttons.register,
    body: largeEvent.input,
    data: largeEvent.row,
    handler: async ({ body, db, user, audit }) => {
      const row = await registerEvent(db, user!, body);
      audit.target = row.id;
      return row;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/largescaleactivityinspection/getUnitInfo',
    operationId: 'largeEventBrigades',
    summary: '可选的承办大队（消防救援大队）',
    access: dxhd.menuId,
    audit: false,
    data: Brigades,
    handler: ({ db }) => brigadeChoices(db),
  }),
  eventMove('/largescaleactivityinspection/approveLargeScaleActivity', 'acceptLargeEvent', '受理大型活动（通知登记人）', {}, acceptEvent),
  eventMove('/largescaleactivityinspection/addSuperInspect', 'dispatchLargeEventCheck', '办理：下发活动举办前的消防安全检查任务（两名执法人员，截止日期早于活动开始）', DISPATCH_FIELDS, dispatchEventCheck),
  eventMove('/largescaleactivityinspection/conclude', 'concludeLargeEvent', '办结：检查合格准予举办，否则不予举办（通知登记人）', {}, concludeEvent),
  defineRoute({
    method: 'POST',
    url: '/handover/add',
    operationId: 'addHandover',
    summary: '移交隐患（派出所、街道移交消防救援大队；通知接收大队）',
    access: yjsl.menuId,
    buttonId: yjsl.buttons.handover,
    body: handover.input,
    data: handover.row,
    handler: async ({ body, db, user, audit }) => {
      const row = await sendHandover(db, user!, body);
      audit.target = row.id;
      return row;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/handover/detail',
    operationId: 'handoverDetail',
    summary: '移交详情（本单位及下级发出或接收的；含检查任务状态与检查结果）',
    access: yjsl.menuId,
    audit: false,
    querystring: Type.Object({ id: Type.String({ title: '移交ID', minLength: 1 }) }),
    data: handover.row,
    handler: ({ query, db, user }) => handoverDetail(db, user!, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/handover/brigades',
    operationId: 'handoverBrigades',
    summary: '可选的接收大队（消防救援大队）',
    access: yjsl.menuId,
    audit: false,
    data: Brigades,
    handler: ({ db }) => brigadeChoices(db),
  }),
  defineRoute({
    method: 'POST',
    url: '/handover/accept',
    operationId: 'acceptHandover',
    summary: '受理移交：生成监督检查任务（社会单位、两名执法人员、截止日期；通知移交人）',
    access: yjsl.menuId,
    buttonId: yjsl.buttons.accept,
    body: Type.Object({ ...HandoverKey, ...HANDOVER_DISPATCH_FIELDS }),
    data: handover.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return acceptHandover(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/handover/back',
    operationId: 'returnHandover',
    summary: '退回移交（填写退回原因；通知移交人）',
    access: yjsl.menuId,
    buttonId: yjsl.buttons.back,
    body: Type.Object({ ...HandoverKey, ...RETURN_FIELDS }),
    data: handover.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      audit.detail = body.reason;
      return returnHandover(db, user!, body);
    },
  }),
];
