/**
 * 行政强制措施 (xzqzcs 3200) beyond its entity's routes (server/entities/seal-up.entity.ts): each move after 登记,
 * guarded by its catalogue button, the form choices, and the writs as .docx.
 */
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/route';
import { sealUp, type SealUpRow } from '../../entities/seal-up.entity';
import { writDocument } from '../../entities/writ-document.entity';
import { notFound } from '../../http/envelope';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { applyLift, approveSealUp, expireSealUp, liftSealUp, rejectSealUp, sealPlaces, submitSealUp } from '../../services/seal-ups/moves';
import { sealFormOptions } from '../../services/seal-ups/options';
import { sendWritDocx } from '../../services/writ-docx';
import { SEAL_MAX_DAYS } from '../../../src/constants/seal-ups';
import { APPLY_LIFT_FIELDS, APPROVE_SEAL_FIELDS, REJECT_SEAL_FIELDS, SEAL_FIELDS } from '../../../src/shared/seal-up-inputs';
import { screenGrants } from '../system/catalogue-menu';

const xzqzcs = screenGrants('xzqzcs', ['new', 'approve', 'seal', 'lift']);
const Key = { id: Type.String({ title: '查封ID', minLength: 1 }), version: VersionField };
type Button = keyof typeof xzqzcs.buttons;

function moveRoute<F extends TProperties>(path: string, operationId: string, button: Button, summary: string, fields: F, handler: (db: Db, user: SessionUser, body: Static<TObject<F>> & { id: string; version: number }) => Promise<SealUpRow>) {
  return defineRoute({
    method: 'POST',
    url: `/fh/sealUp/${path}`,
    operationId,
    summary,
    access: xzqzcs.buttons[button],
    body: Type.Object({ ...Key, ...fields }),
    data: sealUp.row,
    handler: async ({ body, db, user, audit }) => {
      const input = body as unknown as Static<TObject<F>> & { id: string; version: number };
      audit.target = input.id;
      return handler(db, user!, input);
    },
  });
}

export const sealUpRoutes: AnyRoute[] = [
  moveRoute('submit', 'submitSealUp', 'new', '报批：送本单位及上级有审批权限的领导审批（待报批或已退回时）', {}, (db, user, body) => submitSealUp(db, user, body)),
  moveRoute('approve', 'approveSealUp', 'approve', '领导审批同意：签发临时查封决定书（文号取自文书编号），写入临时查封统计；承办人不能审批自己的', APPROVE_SEAL_FIELDS, (db, user, body) => approveSealUp(db, user, body)),
  moveRoute('reject', 'rejectSealUp', 'approve', '领导审批退回（须写明理由）', REJECT_SEAL_FIELDS, (db, user, body) => rejectSealUp(db, user, body)),
  moveRoute('seal', 'sealSealUp', 'seal', `实施查封：查封日期、执法人员（至少2人）、查封照片；期满日期按查封期限（不超过${SEAL_MAX_DAYS}日）计算`, SEAL_FIELDS, (db, user, body) => sealPlaces(db, user, body)),
  moveRoute('apply', 'applyLiftSealUp', 'lift', '当事人整改后申请解除：派发复查任务（复查不合格可再次申请）', APPLY_LIFT_FIELDS, (db, user, body) => applyLift(db, user, body)),
  moveRoute('lift', 'liftSealUp', 'lift', '解除临时查封：复查任务检查合格后，签发解除临时查封决定书', {}, (db, user, body) => liftSealUp(db, user, body)),
  moveRoute('expire', 'expireSealUp', 'lift', '期满解除：查封期限届满后签发解除临时查封决定书', {}, (db, user, body) => expireSealUp(db, user, body)),
  defineRoute({
    method: 'GET',
    url: '/fh/sealUp/formOptions',
    operationId: 'sealUpFormOptions',
    summary: '临时查封可选项：本单位及下级发现火灾隐患的检查任务、本单位执法人员（复查）',
    access: xzqzcs.menuId,
    audit: false,
    data: Type.Object({
      tasks: Type.Array(Type.Object({ id: Type.String({ title: '任务ID' }), unitName: Type.String({ title: '单位名称' }), checkDate: Type.String({ title: '检查日期' }), hazards: Type.String({ title: '火灾隐患' }) })),
      officers: Type.Array(Type.Object({ userId: Type.String({ title: '用户ID' }), username: Type.String({ title: '姓名' }) })),
    }),
    handler: ({ db, user }) => sealFormOptions(db, user!),
  }),
  defineRoute({
    method: 'GET',
    url: '/fh/sealUp/writDocx',
    operationId: 'downloadSealUpWrit',
    summary: '下载临时查封决定书（kind=decision）或解除临时查封决定书（kind=lift）（.docx）',
    access: xzqzcs.menuId,
    audit: false,
    raw: true,
    querystring: Type.Object({ id: Type.String({ title: '查封ID', minLength: 1 }), kind: Type.Union([Type.Literal('decision'), Type.Literal('lift')], { title: '文书' }) }),
    data: Type.Null(),
    handler: async ({ query, db, user, reply }) => {
      const row = await sealUp.ops.detail(db, user!, query.id);
      const writId = query.kind === 'lift' ? row.liftWritId : row.decisionWritId;
      if (!writId) throw notFound(query.kind === 'lift' ? '临时查封尚未解除' : '临时查封尚未作出决定');
      await sendWritDocx(reply, await writDocument.ops.detail(db, user!, writId));
      return null;
    },
  }),
];
