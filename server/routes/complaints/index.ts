/**
 * 投诉受理 (tssl 8300) and 举报投诉核查 (jbtshc 1050) beyond their entities' standard routes
 * (server/entities/complaint.entity.ts, complaint-check.entity.ts): 预处理, 回复, 评价; 发送核查, 核查记录.
 */
import { Type, type TProperties } from '@sinclair/typebox';
import { complaint } from '../../entities/complaint.entity';
import { complaintCheck } from '../../entities/complaint-check.entity';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute, type SessionUser } from '../../http/route';
import type { Db } from '../../db/client';
import { brigadeChoices } from '../../services/complaints/brigades';
import { preHandle, recordVerification, replyComplaint, reviewComplaint, sendVerification } from '../../services/complaints/moves';
import { PRE_HANDLE_FIELDS, REPLY_FIELDS, REVIEW_FIELDS, SEND_VERIFY_FIELDS, VERIFY_RECORD_FIELDS } from '../../../src/shared/complaint-inputs';
import { screenGrants } from '../system/catalogue-menu';

const tssl = screenGrants('tssl', []);
const jbtshc = screenGrants('jbtshc', []);
const Key = { id: Type.String({ title: '投诉ID', minLength: 1 }), version: VersionField };

function moveRoute<F extends TProperties>(
  url: string, operationId: string, summary: string, screen: 'tssl' | 'jbtshc', fields: F,
  handler: (db: Db, user: SessionUser, body: never) => Promise<unknown>,
) {
  const entity = screen === 'tssl' ? complaint : complaintCheck;
  return defineRoute({
    method: 'POST',
    url,
    operationId,
    summary,
    access: (screen === 'tssl' ? tssl : jbtshc).menuId,
    body: Type.Object({ ...Key, ...fields }),
    data: entity.row,
    handler: async ({ body, db, user, audit }) => {
      const { id } = body as unknown as { id: string };
      audit.target = id;
      await handler(db, user!, body as never);
      return entity.ops.detail(db, user!, id);
    },
  });
}

export const complaintRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/report/getSelect',
    operationId: 'complaintBrigades',
    summary: '预处理可转办的大队（本单位及下级的消防救援大队）',
    access: tssl.menuId,
    audit: false,
    data: Type.Array(Type.Object({ id: Type.String({ title: '单位ID' }), name: Type.String({ title: '单位名称' }) })),
    handler: ({ db, user }) => brigadeChoices(db, user!),
  }),
  moveRoute('/report/forward', 'preHandleComplaint', '预处理：转办所在辖区大队核查（按工作日计算核查期限并通知大队），或不予受理（须写明理由）', 'tssl', PRE_HANDLE_FIELDS, preHandle),
  moveRoute('/report/reply', 'replyComplaint', '回复投诉人（核查完毕的投诉举报）', 'tssl', REPLY_FIELDS, replyComplaint),
  moveRoute('/report/approveCirculation', 'reviewComplaint', '登记投诉人评价并办结（写入服务好差评）', 'tssl', REVIEW_FIELDS, reviewComplaint),
  moveRoute('/reportcomplaint/complaintVerification', 'sendComplaintVerification', '发送核查：向承办大队的两名执法人员下发举报投诉核查任务（来源为举报投诉）', 'jbtshc', SEND_VERIFY_FIELDS, sendVerification),
  moveRoute('/reportcomplaint/check', 'recordComplaintVerification', '核查记录：不需现场检查时直接填写核查结论与核查情况', 'jbtshc', VERIFY_RECORD_FIELDS, recordVerification),
];
