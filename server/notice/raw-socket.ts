import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SessionUser } from '../http/route';
import type { SessionCheck } from '../auth/session-check';
import { arrivalOf, type NoticeBus } from './bus';
import { toNoticeMessage } from './notice-message';

/** The mobile client's contract: /notice?token=...&clientType=0, text ping answered with pong. */
export const NOTICE_PATH = '/notice';

export interface RawNoticeDeps {
  bus: NoticeBus;
  authenticate(token: string): Promise<SessionUser>;
  checkSession: SessionCheck;
}

/** Close code when the session ended elsewhere (logged out, frozen, expired): the client logs in again. */
export const SESSION_ENDED_CLOSE = 4408;

function refuse(socket: Duplex, status: number, text: string) {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

function isPing(data: string): boolean {
  if (data === 'ping') return true;
  try {
    return (JSON.parse(data) as { type?: string }).type === 'ping';
  } catch {
    return false;
  }
}

export function createRawNoticeServer(deps: RawNoticeDeps) {
  const wss = new WebSocketServer({ noServer: true });
  const attach = (ws: WebSocket, user: SessionUser) => {
    const unsubscribe = deps.bus.subscribe(user.userId, (notice) => {
      // A session ended elsewhere gets no further notice: the socket closes instead.
      deps.checkSession(user.sessionId, arrivalOf(notice)).then(
        // The same fields as the gateway subscription: the spec's notification message at the top level.
        () => ws.readyState === ws.OPEN && ws.send(JSON.stringify({ type: 'notice', data: toNoticeMessage(notice) })),
        (error: unknown) => ws.close(SESSION_ENDED_CLOSE, error instanceof Error ? error.message : ''),
      );
    });
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (isPing(text)) ws.send(text === 'ping' ? 'pong' : JSON.stringify({ type: 'pong' }));
    });
    ws.on('close', unsubscribe);
    ws.send(JSON.stringify({ type: 'connected', data: { userId: user.userId } }));
  };
  return {
    async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const token = url.searchParams.get('token') ?? '';
      const clientType = url.searchParams.get('clientType');
      if (!token) return refuse(socket, 401, 'Unauthorized');
      if (clientType !== null && clientType !== '0') return refuse(socket, 400, 'Bad Request');
      let user: SessionUser;
      try {
        user = await deps.authenticate(token);
      } catch {
        return refuse(socket, 401, 'Unauthorized');
      }
      wss.handleUpgrade(req, socket, head, (ws) => attach(ws, user));
    },
    close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
