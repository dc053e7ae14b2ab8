/**
 * The signalling socket of video dispatch, /video/signal?ticket=… (ticket from getWSUrl / replaceWSUrl):
 * relays WebRTC offers, answers and ICE candidates between the members of one room (mesh, no media
 * server). A member connected again replaces their older socket, on whichever instance it was. Sockets of
 * one room may be held by several instances: the relay (server/video/relay.ts) carries membership and
 * messages between them. Messages (JSON):
 *   server → client  welcome {userId, peers:[{userId,name}]} · peer.joined {userId,name} · peer.left {userId}
 *                    signal {from, data} · ended · pong
 *   client → server  signal {to, data} · ping
 */
import { randomUUID } from 'node:crypto';
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
import { createLocalVideoRelay, type RelayMessage, type VideoRelay } from './relay';

export { VIDEO_SIGNAL_PATH };

/** Close codes the client reads: the member left or was replaced, the room ended. */
export const SIGNAL_CLOSE = VIDEO_SIGNAL_CLOSE;

interface Peer {
  ws: WebSocket;
  name: string;
  socket: string;
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

export function createVideoSignalServer(deps: { db: Db; config: Pick<Config, 'tokenSecret'>; relay?: VideoRelay }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: VIDEO_SIGNAL_MAX_BYTES });
  const relay = deps.relay ?? createLocalVideoRelay();
  /** The sockets this instance holds, per room; the relay reaches the others. */
  const rooms = new Map<string, Map<string, Peer>>();
  const watching = new Map<string, Promise<() => void>>();

  const unwatchIfEmpty = (roomId: string) => {
    if (rooms.get(roomId)?.size) return;
    rooms.delete(roomId);
    const watch = watching.get(roomId);
    watching.delete(roomId);
    void watch?.then((stop) => stop());
  };

  /** Forgets a socket of this instance at once (not when its close handshake ends). */
  const forget = (roomId: string, userId: string, peer: Peer) => {
    const room = rooms.get(roomId);
    if (room?.get(userId) !== peer) return false;
    room.delete(userId);
    unwatchIfEmpty(roomId);
    return true;
  };

  /** A socket closed by its member: the others, wherever they are, hear peer.left. */
  const drop = (roomId: string, userId: string, peer: Peer) => {
    if (!forget(roomId, userId, peer)) return;
    void relay.leave(roomId, userId, peer.socket).catch(() => undefined);
    void relay.publish(roomId, { type: 'left', userId, socket: peer.socket }).catch(() => undefined);
  };

  const deliver = (roomId: string) => (message: RelayMessage) => {
    const room = rooms.get(roomId);
    if (!room) return;
    if (message.type === 'signal') {
      const target = room.get(message.to);
      if (target && message.to !== message.from) send(target.ws, { type: 'signal', from: message.from, data: message.data });
    } else if (message.type === 'joined') {
      for (const [id, peer] of [...room]) {
        if (id !== message.userId) send(peer.ws, { type: 'peer.joined', userId: message.userId, name: message.name });
        else if (peer.socket !== message.socket && forget(roomId, id, peer)) peer.ws.close(SIGNAL_CLOSE.replaced, 'replaced');
      }
    } else if (message.type === 'left') {
      for (const [id, peer] of room) if (id !== message.userId) send(peer.ws, { type: 'peer.left', userId: message.userId });
    } else if (message.type === 'member.left') {
      const peer = room.get(message.userId);
      if (!peer) return;
      drop(roomId, message.userId, peer);
      peer.ws.close(SIGNAL_CLOSE.left, 'left');
    } else {
      for (const [id, peer] of [...room]) {
        forget(roomId, id, peer);
        send(peer.ws, { type: 'ended' });
        peer.ws.close(SIGNAL_CLOSE.ended, 'ended');
      }
    }
  };

  const attach = async (ws: WebSocket, { roomId, userId, name }: TicketClaims) => {
    const room = rooms.get(roomId) ?? new Map<string, Peer>();
    rooms.set(roomId, room);
    const previous = room.get(userId);
    const peer: Peer = { ws, name, socket: randomUUID() };
    room.set(userId, peer);
    previous?.ws.close(SIGNAL_CLOSE.replaced, 'replaced');
    ws.on('message', (raw) => {
      const message = parse(raw.toString());
      if (message?.type === 'ping') return send(ws, { type: 'pong' });
      if (message?.type !== 'signal' || typeof message.to !== 'string' || !message.data || typeof message.data !== 'object') return;
      // Only to a member of the same room (the relay carries it to the instance holding their socket).
      if (message.to !== userId) void relay.publish(roomId, { type: 'signal', from: userId, to: message.to, data: message.data }).catch(() => undefined);
    });
    ws.on('close', () => drop(roomId, userId, peer));
    try {
      // Messages of the room flow to this instance before anyone learns of the new member.
      if (!watching.has(roomId)) watching.set(roomId, relay.watch(roomId, deliver(roomId)));
      await watching.get(roomId);
      const peers = await relay.join(roomId, { userId, name, socket: peer.socket });
      send(ws, { type: 'welcome', userId, peers: peers.map((p) => ({ userId: p.userId, name: p.name })) });
      await relay.publish(roomId, { type: 'joined', userId, name, socket: peer.socket });
    } catch {
      ws.close(1011, 'relay unavailable');
    }
  };

  // The room services tell this instance; the relay tells every instance holding sockets of the room.
  const unsubscribe = onRoomEvent((event: RoomEvent) => {
    const message: RelayMessage = event.type === 'left' ? { type: 'member.left', userId: event.userId } : { type: 'ended' };
    void relay.publish(event.roomId, message).catch(() => undefined);
    if (event.type === 'ended') void relay.forget(event.roomId).catch(() => undefined);
  });

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
      wss.handleUpgrade(req, socket, head, (ws) => void attach(ws, claims));
    },
    /** Sockets open per room (tests, diagnostics). */
    peersOf: (roomId: string) => [...(rooms.get(roomId)?.keys() ?? [])],
    close() {
      unsubscribe();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      rooms.clear();
      for (const watch of watching.values()) void watch.then((stop) => stop());
      watching.clear();
    },
  };
}

export type VideoSignalServer = ReturnType<typeof createVideoSignalServer>;
