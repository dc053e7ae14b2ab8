/**
 * The signalling socket of video dispatch, /video/signal?ticket=… (ticket from getWSUrl / replaceWSUrl):
 * relays WebRTC offers, answers and ICE candidates between the members of one room (mesh, no media
 * server). A member connected again replaces their older socket. Messages (JSON):
 *   server → client  welcome {userId, peers:[{userId,name}]} · peer.joined {userId,name} · peer.left {userId}
 *                    signal {from, data} · ended · pong
 *   client → server  signal {to, data} · ping
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { WebSocketServer, type WebSocket } from 'ws';
import { VIDEO_ROOM_STATUS, VIDEO_SIGNAL_CLOSE, VIDEO_SIGNAL_MAX_BYTES, VIDEO_SIGNAL_PATH } from '../../src/constants/video';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { videoRoomMembers, videoRooms } from '../db/schema';
import { isPresent } from '../services/video/room-access';
import { verifyTicket, type TicketClaims } from '../services/video/tickets';
import { onRoomEvent, type RoomEvent } from './room-events';

export { VIDEO_SIGNAL_PATH };

/** Close codes the client reads: the member left or was replaced, the room ended. */
export const SIGNAL_CLOSE = VIDEO_SIGNAL_CLOSE;

interface Peer {
  ws: WebSocket;
  name: string;
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

const send = (ws: WebSocket, message: unknown) => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
};

function parse(raw: string): { type?: unknown; to?: unknown; data?: unknown } | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as { type?: unknown }) : null;
  } catch {
    return null;
  }
}

/** A ticket is honoured only for a member present in a room that has not ended. */
async function mayConnect(db: Db, claims: TicketClaims): Promise<boolean> {
  const [row] = await db
    .select({ status: videoRooms.status, joinedAt: videoRoomMembers.joinedAt, leftAt: videoRoomMembers.leftAt })
    .from(videoRooms)
    .innerJoin(videoRoomMembers, and(eq(videoRoomMembers.roomId, videoRooms.id), eq(videoRoomMembers.userId, claims.userId)))
    .where(eq(videoRooms.id, claims.roomId));
  return Boolean(row && row.status !== VIDEO_ROOM_STATUS.ended && isPresent(row));
}

export function createVideoSignalServer(deps: { db: Db; config: Pick<Config, 'tokenSecret'> }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: VIDEO_SIGNAL_MAX_BYTES });
  const rooms = new Map<string, Map<string, Peer>>();
  const others = (roomId: string, userId: string) => [...(rooms.get(roomId) ?? new Map<string, Peer>()).entries()].filter(([id]) => id !== userId);

  const attach = (ws: WebSocket, { roomId, userId, name }: TicketClaims) => {
    const room = rooms.get(roomId) ?? new Map<string, Peer>();
    rooms.set(roomId, room);
    const previous = room.get(userId);
    const peer: Peer = { ws, name };
    room.set(userId, peer);
    previous?.ws.close(SIGNAL_CLOSE.replaced, 'replaced');
    send(ws, { type: 'welcome', userId, peers: others(roomId, userId).map(([id, p]) => ({ userId: id, name: p.name })) });
    for (const [, other] of others(roomId, userId)) send(other.ws, { type: 'peer.joined', userId, name });

    ws.on('message', (raw) => {
      const message = parse(raw.toString());
      if (message?.type === 'ping') return send(ws, { type: 'pong' });
      if (message?.type !== 'signal' || typeof message.to !== 'string' || !message.data || typeof message.data !== 'object') return;
      // Only to a member of the same room.
      const target = room.get(message.to);
      if (target && message.to !== userId) send(target.ws, { type: 'signal', from: userId, data: message.data });
    });
    ws.on('close', () => drop(roomId, userId, peer));
  };

  /** Forgets a socket at once (not when its close handshake ends) and tells the others. */
  function drop(roomId: string, userId: string, peer: Peer) {
    const room = rooms.get(roomId);
    if (room?.get(userId) !== peer) return;
    room.delete(userId);
    if (room.size === 0) rooms.delete(roomId);
    for (const [, other] of room) send(other.ws, { type: 'peer.left', userId });
  }

  const onEvent = (event: RoomEvent) => {
    const room = rooms.get(event.roomId);
    if (!room) return;
    if (event.type === 'left') {
      const peer = room.get(event.userId);
      if (!peer) return;
      drop(event.roomId, event.userId, peer);
      return peer.ws.close(SIGNAL_CLOSE.left, 'left');
    }
    rooms.delete(event.roomId);
    for (const [, peer] of room) {
      send(peer.ws, { type: 'ended' });
      peer.ws.close(SIGNAL_CLOSE.ended, 'ended');
    }
  };
  const unsubscribe = onRoomEvent(onEvent);

  return {
    path: VIDEO_SIGNAL_PATH,
    async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const ticket = new URL(req.url ?? '/', 'http://localhost').searchParams.get('ticket') ?? '';
      if (!ticket) return refuse(socket, 401, 'Unauthorized');
      let claims: TicketClaims;
      try {
        claims = await verifyTicket(deps.db, deps.config, ticket);
      } catch {
        return refuse(socket, 401, 'Unauthorized');
      }
      if (!(await mayConnect(deps.db, claims).catch(() => false))) return refuse(socket, 403, 'Forbidden');
      wss.handleUpgrade(req, socket, head, (ws) => attach(ws, claims));
    },
    /** Sockets open per room (tests, diagnostics). */
    peersOf: (roomId: string) => [...(rooms.get(roomId)?.keys() ?? [])],
    close() {
      unsubscribe();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      rooms.clear();
    },
  };
}

export type VideoSignalServer = ReturnType<typeof createVideoSignalServer>;
