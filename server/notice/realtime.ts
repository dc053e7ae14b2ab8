import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Gateway } from '../gateway/mesh';
import type { NoticeFeed } from '../gateway/notice-subscription';
import { createGraphqlWsServer } from '../gateway/ws-server';
import { createLocalNoticeBus, type NoticeBus } from './bus';
import { attachNoticeBus } from './publisher';
import { createRawNoticeServer, NOTICE_PATH } from './raw-socket';
import { createRedisNoticeBus } from './redis-bus';
import { redisKeys } from '../redis-keys';

export const GRAPHQL_WS_PATH = '/graphql';

/** In one process by default; through Redis pub/sub when REDIS_URL is set, so instances share notices. */
export function noticeBusFor(cfg: Pick<Config, 'redisUrl' | 'redisPrefix'>): NoticeBus {
  return cfg.redisUrl ? createRedisNoticeBus(cfg.redisUrl, { prefix: redisKeys(cfg).noticeChannel }) : createLocalNoticeBus();
}

/** Another socket on the same HTTP server (the video signalling socket, server/video/signal-server.ts). */
export interface ExtraSocket {
  path: string;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void | Promise<void>;
  close(): void;
}

export interface Realtime {
  bus: NoticeBus;
  close(): Promise<void>;
}

/**
 * The two sockets on the app's HTTP server, both fed by one bus: graphql-ws on /graphql (the browser;
 * notices as `Subscription.noticeReceived`) and the raw /notice?token=&clientType=0 contract (mobile).
 * `publishGlobally` makes the services' post-commit publisher use this bus (one per process).
 */
export function attachRealtime(
  app: FastifyInstance,
  deps: NoticeFeed & { gateway: Gateway; publishGlobally?: boolean; extraSockets?: ExtraSocket[] },
): Realtime {
  const { bus, gateway } = deps;
  gateway.attachNoticeFeed({ bus, authenticate: deps.authenticate, checkSession: deps.checkSession, missedNotices: deps.missedNotices });
  if (deps.publishGlobally !== false) attachNoticeBus(bus);
  const graphqlWs = createGraphqlWsServer(gateway);
  const rawNotice = createRawNoticeServer({ bus, authenticate: deps.authenticate, checkSession: deps.checkSession });
  app.server.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === GRAPHQL_WS_PATH) graphqlWs.handleUpgrade(req, socket, head);
    else if (pathname === NOTICE_PATH) void rawNotice.handleUpgrade(req, socket, head);
    else {
      const extra = deps.extraSockets?.find((each) => each.path === pathname);
      if (extra) void extra.handleUpgrade(req, socket, head);
      else socket.destroy();
    }
  });
  return {
    bus,
    async close() {
      rawNotice.close();
      for (const extra of deps.extraSockets ?? []) extra.close();
      await graphqlWs.close();
      gateway.attachNoticeFeed(null);
      if (deps.publishGlobally !== false) attachNoticeBus(null);
    },
  };
}
