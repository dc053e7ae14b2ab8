/**
 * 火灾防控任务 (/hzfkrw 1000) beyond the entities' standard routes (server/entities/fire-prevention-*.entity.ts):
 * the receivers one may choose, 送审, 审批 (通过 and 下发 = forward, 退回 = reject), and the receiver's 完成 and
 * 生成检查任务 (generateTask). The grant of the order's own screen is checked on the row.
 */
import { Type } from '@sinclair/typebox';
import { firePreventionTask } from '../../entities/fire-prevention-task.entity';
import { forbidden } from '../../http/envelope';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { completeTask, GenerateBody, generateInspections } from '../../services/fire-prevention/complete';
import { MoveBody, moveOrder, type Move } from '../../services/fire-prevention/moves';
import { receiverChoices } from '../../services/fire-prevention/organs';
import { FIRE_PREVENTION_ENTITIES } from '../../entities/fire-prevention-order.entity';

const Moved = Type.Object({ id: Type.String({ title: '任务ID' }), status: Type.String({ title: '任务状态' }), version: Type.Integer({ title: '版本' }) });
const tj = firePreventionTask.writeGrants as { menuId: number; buttons: Record<string, number> };
const completePath = firePreventionTask.path('update')!;

const moveRoute = (url: string, operationId: string, summary: string, move: Move): AnyRoute =>
  defineRoute({
    method: 'POST',
    url,
    operationId,
    summary,
    access: 'session',
    body: MoveBody,
    data: Moved,
    handler: async ({ db, user, body, audit }) => {
      audit.target = body.id;
      return moveOrder(db, user!, body, move);
    },
  });

export const firePreventionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/firePrevention/receivers',
    operationId: 'firePreventionReceivers',
    summary: '可接收防控任务的单位：本单位辖区内的大队、消防站、派出所和街道',
    access: 'session',
    audit: false,
    data: Type.Array(Type.Object({ id: Type.String({ title: '接收单位ID' }), name: Type.String({ title: '接收单位' }) })),
    handler: async ({ db, user }) => {
      const mayIssue = Object.values(FIRE_PREVENTION_ENTITIES).some((e) => {
        const g = e.writeGrants as { menuId: number; buttons: Record<string, number> };
        return user!.grants.has(g.menuId) && user!.grants.has(g.buttons.new);
      });
      if (!user!.isAdmin && !mayIssue) throw forbidden();
      return receiverChoices(db, user!);
    },
  }),
  moveRoute('/firePrevention/submit', 'submitFirePrevention', '送审防控任务（草稿或被退回的；通知本单位领导）', 'submit'),
  moveRoute('/firePrevention/forward', 'approveFirePrevention', '审批通过并下发防控任务：每个接收单位一条接收任务，通知接收单位', 'approve'),
  moveRoute('/firePrevention/reject', 'sendBackFirePrevention', '审批退回防控任务（须填写审批意见），创建人修改后重新送审', 'sendBack'),
  defineRoute({
    method: completePath.method,
    url: completePath.url,
    operationId: completePath.operationId,
    summary: completePath.summary,
    access: tj.menuId,
    buttonId: tj.buttons.complete,
    body: Type.Composite([Type.Object({ id: Type.String({ title: '接收任务ID', minLength: 1, maxLength: 64 }), version: VersionField }), firePreventionTask.input]),
    data: firePreventionTask.row,
    handler: async ({ db, user, body, audit }) => {
      audit.target = body.id;
      return completeTask(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/fireFightingActiities/generateTask',
    operationId: 'generateFirePreventionInspections',
    summary: '防控工单生成检查任务：接收单位为所选社会单位下发专项检查任务（承办人、协办人，截止于完成期限）',
    access: tj.menuId,
    buttonId: tj.buttons.complete,
    body: GenerateBody,
    data: firePreventionTask.row,
    handler: async ({ db, user, body, audit }) => {
      audit.target = body.id;
      return generateInspections(db, user!, body);
    },
  }),
];
