/**
 * The socket of the notice link: the app's one graphql-ws client (src/graphql/links/ws-link.ts) with the
 * `noticeReceived` subscription. The socket-heartbeat machine invokes it and owns every timing: this actor
 * only reports (opened, pong, notice, closed, refused) and sends a protocol ping when told. Stopping it
 * closes the socket, so a link the machine gave up on is really gone. A reconnect subscribes with the
 * session's notice cursor, so notices missed while down come first, each shown once.
 */
import type { Client } from 'graphql-ws';
import { print } from 'graphql';
import { fromCallback } from 'xstate';
import { NoticeReceivedDocument } from '../../graphql/generated/graphql';
import { connectedWsSocket, getWsClient } from '../../graphql/links/ws-link';
import type { LinkNotice, SocketCommand, SocketReport } from '../../machines/socket-heartbeat';
import { noticeCursorOf } from './notice-cursor';

/** graphql-ws protocol ping; the server answers `{"type":"pong"}` and the client emits 'pong'. */
const PING_MESSAGE = JSON.stringify({ type: 'ping' });
const SESSION_EXPIRED = 'SESSION_EXPIRED';
const NOTICE_QUERY = print(NoticeReceivedDocument);

interface SocketLike {
  readyState: number;
  send(data: string): void;
}
const OPEN = 1;

interface ResultError {
  message?: string;
  extensions?: { code?: unknown };
}

function closeDetails(event: unknown): { code?: number; reason?: string } {
  const e = event as { code?: unknown; reason?: unknown; message?: unknown } | null;
  return {
    code: typeof e?.code === 'number' ? e.code : undefined,
    reason: typeof e?.reason === 'string' && e.reason ? e.reason : typeof e?.message === 'string' ? e.message : undefined,
  };
}

export function createSocketActor(getClient: () => Client = getWsClient, alreadyConnected: () => unknown = connectedWsSocket) {
  return fromCallback<SocketCommand>(({ sendBack: send, receive }) => {
    const sendBack = (event: SocketReport) => send(event);
    let client: Client;
    try {
      client = getClient();
    } catch (error) {
      sendBack({ type: 'socket.closed', reason: error instanceof Error ? error.message : String(error) });
      return () => undefined;
    }
    let socket: SocketLike | null = null;
    let ended = false;
    const cursor = noticeCursorOf(client);
    const report = (event: SocketReport) => {
      if (!ended) sendBack(event);
    };
    const listeners = [
      client.on('connected', (s, ackPayload) => {
        cursor.connected(ackPayload);
        socket = s as SocketLike;
        report({ type: 'socket.opened' });
      }),
      client.on('pong', (received) => {
        if (received) report({ type: 'socket.pong' });
      }),
      client.on('closed', (event) => {
        socket = null;
        report({ type: 'socket.closed', ...closeDetails(event) });
      }),
    ];
    const unsubscribe = client.subscribe<{ noticeReceived: LinkNotice }>(
      // A reconnect asks for what was missed since the newest notice this session has.
      { query: NOTICE_QUERY, operationName: 'NoticeReceived', variables: { since: cursor.since() } },
      {
        next: (result) => {
          const errors = (result.errors ?? []) as ResultError[];
          const expired = errors.find((e) => e.extensions?.code === SESSION_EXPIRED);
          if (expired) report({ type: 'socket.refused', message: expired.message });
          else if (errors.length) report({ type: 'socket.closed', reason: errors[0].message });
          else if (result.data?.noticeReceived && cursor.accept(result.data.noticeReceived)) report({ type: 'socket.notice', notice: result.data.noticeReceived });
        },
        error: (error) => report({ type: 'socket.closed', ...closeDetails(error) }),
        // The server never ends this subscription by itself; treat it like a lost link.
        complete: () => report({ type: 'socket.closed', reason: 'complete' }),
      },
    );
    // The subscription rides on a socket another subscription already opened: no 'connected' will come.
    const existing = alreadyConnected() as SocketLike | null;
    if (existing && existing.readyState === OPEN) {
      socket = existing;
      report({ type: 'socket.opened' });
    }
    receive((command) => {
      if (command.type === 'socket.ping' && socket?.readyState === OPEN) socket.send(PING_MESSAGE);
    });
    return () => {
      ended = true;
      for (const off of listeners) off();
      unsubscribe();
      client.terminate();
    };
  });
}
