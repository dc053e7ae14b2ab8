/** TypeBox parts shared by the business records that run an approval flow. */
import { Type, type TSchema } from '@sinclair/typebox';

export const nullable = <T extends TSchema>(schema: T, title: string) => Type.Union([schema, Type.Null()], { title });
export const text = (title: string) => nullable(Type.String({ title }), title);

/** A phase to filter by (the work's; a record never sent is a draft). */
export const PhaseFilter = Type.Union(
  [Type.Literal('draft'), Type.Literal('inApproval'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('revoked'), Type.Literal('closed')],
  { title: '审批状态' },
);

/** Where the record's work stands and what the caller may do: moves come from the machine, the phase is for display. */
export const FlowPart = {
  flowWorkId: text('流程事项ID'),
  phase: Type.String({ title: '审批状态' }),
  phaseName: Type.String({ title: '审批状态' }),
  stepName: text('当前步骤'),
  assigneeName: text('当前办理人'),
  finishedAt: text('办结时间'),
};

/** The detail adds the caller's moves, whether they may edit the record, and whether they act at the last step. */
export const FlowDetailPart = {
  ...FlowPart,
  allowedMoves: Type.Array(Type.String({ title: '可用操作' }), { title: '可用操作' }),
  editable: Type.Boolean({ title: '可修改' }),
  resend: Type.Boolean({ title: '重新送审' }),
  lastStepAssignee: Type.Boolean({ title: '最后一步办理人' }),
};

/** The first step's receiver chosen when a record is sent, and the sender's remark. */
export const SendFields = {
  assigneeId: Type.String({ title: '接收人', minLength: 1, maxLength: 64 }),
  comment: Type.Optional(nullable(Type.String({ title: '送审意见', maxLength: 500 }), '送审意见')),
};

/** Sending again while editing: a receiver makes the edit a resubmission. */
export const ResendFields = {
  assigneeId: Type.Optional(nullable(Type.String({ title: '接收人', maxLength: 64 }), '接收人')),
  comment: Type.Optional(nullable(Type.String({ title: '送审意见', maxLength: 500 }), '送审意见')),
};

const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short' });
/** An ISO time as China time for a spreadsheet cell. */
export const cellTime = (iso: string | null | undefined) => (iso ? stamp.format(new Date(iso)) : '');
