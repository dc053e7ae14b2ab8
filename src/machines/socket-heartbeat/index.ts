export { LINK_OFFLINE_REASON, LINK_TIMEOUT_REASON, socketHeartbeatMachine, type SocketHeartbeatMachine } from './socket-heartbeat.machine';
export type * from './types';
