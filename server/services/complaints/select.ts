/** The reply row of a complaint, shared by its two screens (投诉受理 8300 and 举报投诉核查 1050). */
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { complaintReports as c, organizations } from '../../db/schema';
import type { SessionUser } from '../../http/route';
import { optionText } from '../../entity/select-helpers';
import { complaintMoves } from '../../../src/shared/complaint-rules';
import { screenGrants } from '../../routes/system/catalogue-menu';

const organ = alias(organizations, 'handling_organ');
const registered = alias(organizations, 'registered_organ');
const nullableText = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });

export const complaintSelect = {
  id: c.id,
  organId: c.organId,
  organName: { column: organ.name, title: '承办单位' },
  registeredOrganName: { column: registered.name, title: '受理单位' },
  kind: c.kind,
  kindText: optionText(c.kind),
  channel: c.channel,
  channelText: optionText(c.channel),
  category: c.category,
  categoryText: optionText(c.category),
  callerName: c.callerName,
  callerPhone: c.callerPhone,
  placeName: c.placeName,
  address: c.address,
  lng: c.lng,
  lat: c.lat,
  content: c.content,
  receivedAt: c.receivedAt,
  status: c.status,
  statusText: optionText(c.status),
  handleNote: c.handleNote,
  handledAt: c.handledAt,
  dueDate: c.dueDate,
  verifyTaskId: c.verifyTaskId,
  verifyTaskStatus: { sql: sql<string | null>`(select st.status from supervision_tasks st where st.id = ${c.verifyTaskId})`, schema: nullableText('核查任务状态') },
  finding: c.finding,
  verifyNote: c.verifyNote,
  verifiedAt: c.verifiedAt,
  reply: c.reply,
  repliedAt: c.repliedAt,
  satisfaction: c.satisfaction,
  satisfactionText: optionText(c.satisfaction),
  reviewNote: c.reviewNote,
  closedAt: c.closedAt,
  createdAt: c.createdAt,
  version: c.version,
};

export const complaintJoin = (q: any) => q.leftJoin(organ, eq(organ.id, c.organId)).leftJoin(registered, eq(registered.id, c.registeredOrganId)); // eslint-disable-line @typescript-eslint/no-explicit-any

const intake = screenGrants('tssl', []);
const verification = screenGrants('jbtshc', []);
const holds = (user: SessionUser, menuId: number) => user.grants.has(menuId);

/** The screens of a complaint the caller holds: moves of intake need 8300, those of verification 1050. */
export const complaintScreens = (user: SessionUser) => ({ tssl: holds(user, intake.menuId), jbtshc: holds(user, verification.menuId) });

/** The moves a row allows the caller (the client shows only these). */
export function complaintAllows(row: { status: string }, user: SessionUser): Record<string, boolean> {
  const moves = complaintMoves(row.status, complaintScreens(user));
  return { edit: moves.includes('edit'), preHandle: moves.includes('preHandle'), send: moves.includes('send'), verify: moves.includes('verify'), reply: moves.includes('reply'), review: moves.includes('review') };
}
