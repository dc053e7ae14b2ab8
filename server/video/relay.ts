/**
 * How the signalling sockets of one room reach each other: the members present (on any instance) and the
 * room's messages. In one process by default; through Redis (server/video/redis-relay.ts) when REDIS_URL is
 * set, so a call works whichever instances its members reach and an ended room reaches everyone at once.
 */
export interface RoomMember {
  userId: string;
  name: string;
  /** The member's socket (a new socket of the same member replaces the old one, wherever it is). */
  socket: string;
}

export type RelayMessage =
  | ({ type: 'joined' } & RoomMember)
  | { type: 'left'; userId: string; socket: string }
  | { type: 'signal'; from: string; to: string; data: unknown }
  /** The room service let a member go: their socket closes. */
  | { type: 'member.left'; userId: string }
  | { type: 'ended' };

export type RelayHandler = (message: RelayMessage) => void;

export interface VideoRelay {
  /** Registers the member's socket and returns the other members present. */
  join(roomId: string, member: RoomMember): Promise<RoomMember[]>;
  /** Unregisters the member, only while `socket` is still theirs. */
  leave(roomId: string, userId: string, socket: string): Promise<void>;
  publish(roomId: string, message: RelayMessage): Promise<void>;
  /** The room's messages while this instance holds sockets in it; resolves once messages are flowing. */
  watch(roomId: string, handler: RelayHandler): Promise<() => void>;
  /** The room ended: its member list goes. */
  forget(roomId: string): Promise<void>;
  close(): Promise<void>;
}

export function createLocalVideoRelay(): VideoRelay {
  const members = new Map<string, Map<string, RoomMember>>();
  const handlers = new Map<string, Set<RelayHandler>>();
  return {
    async join(roomId, member) {
      const room = members.get(roomId) ?? new Map<string, RoomMember>();
      members.set(roomId, room);
      room.set(member.userId, member);
      return [...room.values()].filter((m) => m.userId !== member.userId);
    },
    async leave(roomId, userId, socket) {
      const room = members.get(roomId);
      if (room?.get(userId)?.socket !== socket) return;
      room.delete(userId);
      if (!room.size) members.delete(roomId);
    },
    async publish(roomId, message) {
      for (const handler of [...(handlers.get(roomId) ?? [])]) handler(message);
    },
    async watch(roomId, handler) {
      const set = handlers.get(roomId) ?? new Set<RelayHandler>();
      handlers.set(roomId, set);
      set.add(handler);
      return () => {
        set.delete(handler);
        if (!set.size) handlers.delete(roomId);
      };
    },
    async forget(roomId) {
      members.delete(roomId);
    },
    async close() {
      members.clear();
      handlers.clear();
    },
  };
}
