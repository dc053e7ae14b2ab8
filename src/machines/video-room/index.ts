export { videoRoomMachine, type VideoRoomMachine } from './video-room.machine';
export type * from './types';
