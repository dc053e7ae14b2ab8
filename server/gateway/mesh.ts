import path from 'node:path';
import { findAndParseConfig } from '@graphql-mesh/cli';
import { getMesh, type MeshInstance } from '@graphql-mesh/runtime';
import { DefaultLogger, LogLevel } from '@graphql-mesh/utils';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { FastifyInstance } from 'fastify';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Config } from '../config';
import { externalAccessPlugin } from './external-access-plugin';
import { envelopePlugin } from './envelope-plugin';
import { createInjectFetch } from './inject-fetch';
import { createNoticeSubscription, type NoticeFeed } from './notice-subscription';
import { sanitizedErrorsPlugin } from './sanitize-errors';
import { withUpstreamAuth } from './upstream-auth';
import { resolveUpstreams, type Upstreams } from './upstreams';
import { PROJECT_ROOT } from '../project-root';

export const MESH_DIR = path.join(PROJECT_ROOT, 'mesh');

export interface GatewayContext { headers: Record<string, string> }

export interface Gateway {
  mesh: MeshInstance;
  yoga: YogaServerInstance<Record<string, unknown>, GatewayContext>;
  upstreams: Upstreams;
  /** Feeds `Subscription.noticeReceived` from the notice bus; until then the subscription fails. */
  attachNoticeFeed(feed: NoticeFeed | null): void;
  close(): Promise<void>;
}

/** Lower-cased header map; graphql-ws connectionParams map onto it the same way HTTP headers do. */
export function headerMap(source: Headers | Record<string, unknown> | undefined | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!source) return out;
  if (source instanceof Headers) source.forEach((v, k) => { out[k.toLowerCase()] = v; });
  else for (const [k, v] of Object.entries(source)) if (v != null) out[k.toLowerCase()] = String(v);
  return out;
}

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The GraphQL Mesh gateway over three sources (mesh/.meshrc.json): Api (this server's REST /api,
 * in-process), Xxj and Blade (stand-ins in-process unless their base URLs are set), plus the notice
 * subscription of our own (notice-subscription.ts).
 */
export async function createGateway(app: FastifyInstance, cfg: Config, meshDir = MESH_DIR): Promise<Gateway> {
  const upstreams = resolveUpstreams(cfg);
  process.env.MESH_API_ORIGIN = upstreams.api.replace(/\/api$/, '');
  process.env.MESH_XXJ_BASE = upstreams.xxj;
  process.env.MESH_BLADE_BASE = upstreams.blade;
  // Mesh narrates every schema build at info level; the server's own log level decides here too.
  const logger = new DefaultLogger('gateway', cfg.logLevel === 'debug' || cfg.logLevel === 'trace' ? LogLevel.debug : LogLevel.warn);
  const meshConfig = await findAndParseConfig({ dir: meshDir, logger });
  const fetchFn = withUpstreamAuth(createInjectFetch(app), upstreams, cfg);
  const notices = createNoticeSubscription();
  const mesh = await getMesh({
    ...meshConfig,
    fetchFn,
    logger,
    additionalTypeDefs: [...(meshConfig.additionalTypeDefs ?? []), notices.typeDefs],
    additionalResolvers: [...toArray(meshConfig.additionalResolvers), notices.resolvers],
    additionalEnvelopPlugins: [...(meshConfig.additionalEnvelopPlugins ?? []), externalAccessPlugin(upstreams, fetchFn), envelopePlugin(upstreams)],
  });
  const yoga = createYoga<Record<string, unknown>, GatewayContext>({
    plugins: [...mesh.plugins, sanitizedErrorsPlugin()],
    graphqlEndpoint: '/graphql',
    maskedErrors: false,
    landingPage: false,
    logging: false,
    graphiql: cfg.apiDocs ? { title: '消防监督执法综合业务平台 GraphiQL' } : false,
    // Same origin only unless GRAPHQL_CORS_ORIGINS names the sites that may call it (issue 16, D7).
    cors: cfg.graphqlCorsOrigins.length
      ? { origin: [...cfg.graphqlCorsOrigins], credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'token', 'captcha-key', 'captcha-value'] }
      : false,
    renderGraphiQL,
    context: ({ request }) => ({ headers: headerMap(request.headers) }),
  });
  return {
    mesh,
    yoga,
    upstreams,
    attachNoticeFeed: notices.attach,
    close: async () => {
      mesh.destroy();
    },
  };
}
