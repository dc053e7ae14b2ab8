/**
 * 安全检查 (aqjc 2999) beyond its entity's standard routes (server/entities/safety-inspection.entity.ts):
 * 受理登记 (a commitment permitted on the spot), 下发检查任务, 办结, and the writs as .docx.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { safetyInspection } from '../../entities/safety-inspection.entity';
import { writDocument } from '../../entities/writ-document.entity';
import { notFound } from '../../http/envelope';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { concludeSafetyInspection, dispatchSafetyCheck, registerSafetyInspection } from '../../services/safety-inspection/moves';
import { sendWritDocx } from '../../services/writ-docx';
import { DISPATCH_FIELDS } from '../../../src/shared/dispatch-inputs';

const aqjc = safetyInspection.writeGrants;
const Key = { id: Type.String({ title: '申请ID', minLength: 1 }), version: VersionField };

const move = <F extends Record<string, TSchema>>(url: string, operationId: string, summary: string, fields: F, run: typeof dispatchSafetyCheck | typeof concludeSafetyInspection) =>
  defineRoute({
    method: 'POST',
    url,
    operationId,
    summary,
    access: aqjc.menuId,
    buttonId: aqjc.buttons.handle,
    body: Type.Object({ ...Key, ...fields }),
    data: safetyInspection.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = (body as unknown as { id: string }).id;
      return run(db, user!, body as never);
    },
  });

export const safetyInspectionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/aqjc/application/add',
    operationId: 'addSafetyInspection',
    summary: '受理登记（承诺制当场许可并出具意见书；非承诺制10个工作日内检查；通知受理大队）',
    access: aqjc.menuId,
    buttonId: aqjc.buttons.register,
    body: safetyInspection.input,
    data: safetyInspection.row,
    handler: async ({ body, db, user, audit }) => {
      const row = await registerSafetyInspection(db, user!, body);
      audit.target = row.id;
      return row;
    },
  }),
  move('/aqjc/application/dispatch', 'dispatchSafetyCheck', '下发检查任务（非承诺制的检查或承诺制的核查；两名执法人员，截止日期不晚于检查期限）', DISPATCH_FIELDS, dispatchSafetyCheck),
  move('/aqjc/application/conclude', 'concludeSafetyInspection', '办结：非承诺制合格许可、否则不予许可；承诺制核查不符撤销许可、移送立案并记入信用记录', {}, concludeSafetyInspection),
  defineRoute({
    method: 'GET',
    url: '/aqjc/application/writ',
    operationId: 'downloadSafetyInspectionWrit',
    summary: '下载申请的许可或不予许可意见书（.docx）',
    access: aqjc.menuId,
    audit: false,
    raw: true,
    querystring: Type.Object({ id: Type.String({ title: '申请ID', minLength: 1 }), kind: Type.Union([Type.Literal('permit'), Type.Literal('refusal')], { title: '文书类别' }) }),
    data: Type.Null(),
    handler: async ({ query, db, user, reply }) => {
      const row = await safetyInspection.ops.detail(db, user!, query.id);
      const writId = query.kind === 'permit' ? row.permitWritId : row.refusalWritId;
      if (!writId) throw notFound(query.kind === 'permit' ? '该申请尚未许可' : '该申请未作出不予许可');
      await sendWritDocx(reply, await writDocument.ops.detail(db, user!, writId));
      return null;
    },
  }),
];
