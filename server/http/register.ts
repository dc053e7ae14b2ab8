import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authenticate } from '../auth/session';
import { missingGrantMessage } from '../auth/grants';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { isAudited, writeOperationRecord } from './audit';
import { forbidden, ok, type Envelope } from './envelope';
import { errorEnvelope } from './errors';
import type { AnyRoute, AuditNote, RouteContext, SessionUser } from './route';
import { validationMessage } from './validation-message';
import { inputProblem } from './input-guard';
import type { JsonSchema } from '../../src/shared/validation/json-schema';
import { BizError, Code } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route table entry a Fastify route was registered from. */
    routeDef?: AnyRoute;
  }
}

export interface RouteDeps {
  db: Db;
  config: Config;
  /** Hooks of the login throttle, run before the handler of routes marked `throttle: 'login'`. */
  loginThrottle?: preHandlerAsyncHookHandler[];
}

interface CallState {
  user: SessionUser | null;
  audit: AuditNote;
}

/** Envelope schema for the API documentation (and so the gateway's types). */
export const envelopeOf = (data: TSchema) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data });

const tagOf = (url: string) => {
  const parts = url.split('/').filter(Boolean);
  return parts.length > 1 ? parts[0] : 'auth';
};

const accessText = (def: AnyRoute) =>
  def.access === 'public'
    ? '公开接口，无需登录'
    : def.access === 'session'
      ? '需登录（请求头 token）'
      : `需登录并拥有菜单 ${def.access}${def.buttonId !== undefined ? ` 与按钮 ${def.buttonId}` : ''} 的权限`;

const headerOf = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** The session token: the `token` header, else Authorization with or without "Bearer " (the spec's upload calls use it). */
export const tokenOf = (req: FastifyRequest) => headerOf(req, 'token') ?? headerOf(req, 'authorization')?.replace(/^Bearer\s+/i, '');

/**
 * Registers RouteDefs under /api in their own scope: the token check (408), the grant check (403),
 * schema validation with Chinese messages (400), the envelope, and the operation record of every
 * mutating call, successful or not. Errors keep HTTP 200; the envelope code carries them.
 */
export async function registerRoutes(app: FastifyInstance, routes: AnyRoute[], deps: RouteDeps): Promise<void> {
  const { db, config } = deps;
  const calls = new WeakMap<FastifyRequest, CallState>();
  const stateOf = (req: FastifyRequest): CallState => {
    let state = calls.get(req);
    if (!state) calls.set(req, (state = { user: null, audit: {} }));
    return state;
  };

  const finish = async (req: FastifyRequest, def: AnyRoute | undefined, envelope: Envelope<unknown>) => {
    if (def && isAudited(def)) {
      const state = stateOf(req);
      await writeOperationRecord(db, req, def, state.user, state.audit, envelope);
    }
    return envelope;
  };

  await app.register(
    async (scope) => {
      // Plain JSON: the response schemas document the envelope, they do not filter it.
      scope.setSerializerCompiler(() => (data) => JSON.stringify(data));
      scope.setErrorHandler(async (err, req, reply: FastifyReply) => {
        const def = (req.routeOptions.config as { routeDef?: AnyRoute }).routeDef;
        const envelope = await finish(req, def, errorEnvelope(err, req.log));
        return reply.code(200).type('application/json; charset=utf-8').send(envelope);
      });

      for (const def of routes) {
        scope.route({
          method: def.method,
          url: def.url,
          config: { routeDef: def },
          schema: {
            operationId: def.operationId,
            summary: def.summary,
            tags: [tagOf(def.url)],
            ...(def.body ? { body: def.body } : {}),
            ...(def.querystring ? { querystring: def.querystring } : {}),
            response: { 200: envelopeOf(def.data) },
            description: accessText(def),
            ...(def.access === 'public' ? {} : { security: [{ token: [] }] }),
            // Read by the gateway generator: POST routes that only read become GraphQL queries.
            ...(def.graphql ? { 'x-graphql-operation': def.graphql } : {}),
            ...(typeof def.access === 'number' ? { 'x-menu-id': def.access } : {}),
            ...(def.buttonId !== undefined ? { 'x-button-id': def.buttonId } : {}),
            // Blobs stay out of the generated OpenAPI (and so the gateway): the client fetches them over REST.
            ...(def.raw ? { hide: true } : {}),
          },
          schemaErrorFormatter: (errors, dataVar) => {
            const root = dataVar === 'body' ? def.body : dataVar === 'querystring' ? def.querystring : undefined;
            return new BizError(Code.BAD_REQUEST, validationMessage(errors, root));
          },
          // Before ajv and the handler: NUL characters, unsafe numbers and impossible dates never get further.
          preValidation: async (req) => {
            const problem =
              inputProblem(req.body, def.body as JsonSchema | undefined) ??
              inputProblem(req.query, def.querystring as JsonSchema | undefined) ??
              inputProblem(req.params, undefined);
            if (problem) throw new BizError(Code.BAD_REQUEST, problem);
          },
          ...(def.throttle === 'login' && deps.loginThrottle ? { preHandler: deps.loginThrottle } : {}),
          onRequest: async (req) => {
            const state = stateOf(req);
            if (def.access === 'public') return;
            state.user = await authenticate(db, tokenOf(req), config);
            if (typeof def.access === 'number') {
              const lacks = !state.user.grants.has(def.access) || (def.buttonId !== undefined && !state.user.grants.has(def.buttonId));
              if (lacks) throw forbidden(await missingGrantMessage(db, def.access, def.buttonId));
            }
          },
          handler: async (req, reply) => {
            const state = stateOf(req);
            const ctx: RouteContext<unknown, unknown> = {
              body: req.body,
              query: req.query,
              user: state.user,
              db,
              config,
              req,
              reply,
              audit: state.audit,
            };
            const data = await def.handler(ctx as never);
            if (def.raw) {
              await finish(req, def, ok(null));
              return reply;
            }
            return finish(req, def, ok(data ?? null));
          },
        });
      }
    },
    { prefix: '/api' },
  );
}
