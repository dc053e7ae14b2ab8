/**
 * What the room services tell the signalling sockets after a commit: a member left (their socket closes,
 * the others hear `peer.left`) or the room ended (every socket hears `ended` and closes). In one process; the
 * signalling server passes them on through its relay to every instance holding sockets of the room.
 */
export type RoomEvent = { type: 'left'; roomId: string; userId: string } | { type: 'ended'; roomId: string };
export type RoomListener = (event: RoomEvent) => void;

const listeners = new Set<RoomListener>();

export function onRoomEvent(listener: RoomListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishRoomEvent(event: RoomEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      /* a socket's problem must not fail the call that committed */
    }
  }
}
