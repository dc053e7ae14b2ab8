/** Types of the notice link: what the socket tells the machine, what the machine tells the socket and the app. */
import type { NoticeReceivedSubscription } from '../../graphql/generated/graphql';

/** One notice as the gateway subscription delivers it (every field of the spec's notification message). */
export type LinkNotice = NoticeReceivedSubscription['noticeReceived'];

/** From the socket actor to the machine. */
export type SocketReport =
  | { type: 'socket.opened' }
  | { type: 'socket.pong' }
  | { type: 'socket.notice'; notice: LinkNotice }
  /** The socket closed or failed (any code); the machine reconnects after the delay. */
  | { type: 'socket.closed'; code?: number; reason?: string }
  /** The server refused the session (SESSION_EXPIRED); reconnecting would be refused again. */
  | { type: 'socket.refused'; message?: string };

/** From the machine to the socket actor. */
export type SocketCommand = { type: 'socket.ping' };

export type SocketHeartbeatEvent =
  | SocketReport
  /** The browser reports its network is back (window 'online'): reconnect without waiting. */
  | { type: 'link.online' }
  /** The browser reports it has no network (window 'offline'): close now and wait for 'link.online'. */
  | { type: 'link.offline' };

export type SocketHeartbeatEmitted =
  | { type: 'notice.received'; notice: LinkNotice }
  /** Every (re)connect: refresh the unread count and open lists, so nothing missed while offline is lost. */
  | { type: 'notice.resync'; reconnect: boolean }
  | { type: 'notice.linkClosed'; code?: number; reason?: string }
  | { type: 'notice.sessionExpired'; message?: string };

export interface SocketHeartbeatContext {
  /** How many times the link opened (1 after the first connect). */
  opens: number;
  lastClose?: { code?: number; reason?: string };
}
