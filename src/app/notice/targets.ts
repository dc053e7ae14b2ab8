/**
 * Click-through: where a notice leads (spec document 2 §2), as a route name of the catalogue and its query.
 * - a business notice names its screen in `taskCategory` (one of NOTIFICATION_TARGETS) and gets its ids;
 * - a flow notice opens its approval page with `flowWorkId` (or `busiTypeCode` + `busiInstId`), which every
 *   approval page reads (src/screens/common/approval/work-query.ts); personal approvals and complaint
 *   dispatch have pages of their own, a finished legal review opens the review (fhck ?id=);
 * - a password reminder opens editPassword; a video dispatch invitation the home page with ?videoRoom=<room>,
 *   which opens the room dialog of the shell; any other notice its own page msgDetails ?id=, and a notice
 *   without an id the message centre.
 * A target whose screen is not built yet opens its placeholder (src/screens/registry.ts).
 */
import { DASHBOARD_ROUTE_NAME, findRouteByName, MESSAGE_CENTER_ROUTE_NAME, NOTIFICATION_TARGETS, type NotificationTarget } from '../../catalogue';
import { VIDEO_NOTICE_CATEGORY, VIDEO_ROOM_QUERY_KEY } from '../../constants/video';
import {
  APPROVAL_ROUTE_BY_BUSI_TYPE,
  DEFAULT_APPROVAL_ROUTE,
  FINISHED_REVIEW_ROUTE,
  LEGAL_REVIEW_BUSI_TYPES,
  NOTICE_CATEGORY,
  NOTICE_QUERY_KEYS,
} from '../../constants/notice';
import type { LinkNotice } from '../../machines/socket-heartbeat';

type QueryKey = (typeof NOTICE_QUERY_KEYS)[number];

/** Any notice-like record: a live notice, a row of the message lists (fewer fields), a detail. */
export type NoticeLike = Partial<Pick<LinkNotice, 'id' | 'category' | 'taskCategory' | 'hasNextTask' | QueryKey>>;

export interface NoticeTarget {
  routeName: string;
  query: Record<string, string>;
}

const TARGETS = new Set<string>(NOTIFICATION_TARGETS);
const isTarget = (name: string | null | undefined): name is NotificationTarget => Boolean(name && TARGETS.has(name));
const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

function idsOf(notice: NoticeLike): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of NOTICE_QUERY_KEYS) {
    const value = notice[key];
    if (present(value)) query[key] = value;
  }
  // Detail screens read the record's id as `id`.
  const recordId = [notice.busiInstId, notice.taskDetailId, notice.taskId].find(present);
  if (recordId) query.id = recordId;
  return query;
}

function approvalTarget(notice: NoticeLike): NoticeTarget | undefined {
  const { flowWorkId, busiTypeCode, busiInstId } = notice;
  if (!present(flowWorkId) && !(present(busiTypeCode) && present(busiInstId))) return undefined;
  if (notice.hasNextTask === false && present(busiInstId) && LEGAL_REVIEW_BUSI_TYPES.includes(busiTypeCode ?? '')) {
    return { routeName: FINISHED_REVIEW_ROUTE, query: { id: busiInstId } };
  }
  const routeName = APPROVAL_ROUTE_BY_BUSI_TYPE[busiTypeCode ?? ''] ?? DEFAULT_APPROVAL_ROUTE;
  return { routeName, query: present(flowWorkId) ? { flowWorkId } : { busiTypeCode: busiTypeCode!, busiInstId: busiInstId! } };
}

export function targetOf(notice: NoticeLike): NoticeTarget {
  if (notice.category === NOTICE_CATEGORY.password || notice.taskCategory === 'editPassword') return { routeName: 'editPassword', query: {} };
  // A video dispatch invitation (taskId is the room) opens the room dialog over the home page (VideoDispatchHost).
  if (notice.category === VIDEO_NOTICE_CATEGORY && present(notice.taskId)) return { routeName: DASHBOARD_ROUTE_NAME, query: { [VIDEO_ROOM_QUERY_KEY]: notice.taskId } };
  if (isTarget(notice.taskCategory) && notice.taskCategory !== 'msgDetails' && notice.taskCategory !== MESSAGE_CENTER_ROUTE_NAME) {
    return { routeName: notice.taskCategory, query: idsOf(notice) };
  }
  const approval = approvalTarget(notice);
  if (approval) return approval;
  if (present(notice.id)) return { routeName: 'msgDetails', query: { id: notice.id } };
  return { routeName: MESSAGE_CENTER_ROUTE_NAME, query: {} };
}

/** The path to navigate to; the message centre when the catalogue lacks the route. */
export function targetPath(target: NoticeTarget): string {
  const route = findRouteByName(target.routeName) ?? findRouteByName(MESSAGE_CENTER_ROUTE_NAME);
  const search = new URLSearchParams(target.query).toString();
  return `${route?.fullPath ?? '/'}${search ? `?${search}` : ''}`;
}

export const noticePath = (notice: NoticeLike): string => targetPath(targetOf(notice));
