/** Types of the video-room machine: who joins which room, what the call actor reports, why the dialog closed. */

export interface VideoRoomInput {
  roomId: string;
  /** The caller (lawOffline's userId). */
  userId: string;
  /** The caller's expert flag in the room (lawOffline's expert). */
  expert: 0 | 1;
  /** The creator may end the room for everyone. */
  creator: boolean;
  /** The creator already holds a ticket from lawEnforcement; others get one by joining. */
  wsUrl?: string;
}

/** Why the dialog closed: the room ended (status 3, seen by the poll or the socket), the user left, or gave up. */
export type CloseReason = 'ended' | 'left' | 'dismissed';

export interface VideoRoomContext extends VideoRoomInput {
  /** The last status read (1 waiting, 2 live, 3 ended). */
  status?: number;
  /** Consecutive failed status polls. */
  failures: number;
  /** The Chinese message shown in the error state, or after a failed end/leave. */
  error?: string;
  micOn: boolean;
  cameraOn: boolean;
  closeReason?: CloseReason;
}

/** What the invoked call actor (signalling socket and peer connections) reports. */
export type CallReport =
  | { type: 'call.opened' }
  /** The socket dropped (network): reconnect with a renewed ticket. */
  | { type: 'call.lost' }
  /** The server said the room ended: close without waiting for the poll. */
  | { type: 'call.ended' };

export type VideoRoomEvent =
  | CallReport
  | { type: 'room.leave' }
  | { type: 'room.end' }
  | { type: 'room.retry' }
  | { type: 'room.close' }
  | { type: 'media.toggleMic' }
  | { type: 'media.toggleCamera' };

export interface JoinOutput {
  wsUrl: string;
}

export interface StatusOutput {
  status: number;
}

export interface VideoRoomOutput {
  reason: CloseReason;
}
