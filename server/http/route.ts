import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';

/**
 * Who may call a route:
 * - 'public'  no token (login, captcha, cockpit aggregates, app QR code)
 * - 'session' any logged-in user (personal centre, unread count, organisation trees for search forms)
 * - a number  the menu id of the catalogue the caller must be granted; with `buttonId`, that button too
 */
export type Access = 'public' | 'session' | number;

/** The caller, read from a valid session token. */
export interface SessionUser {
  userId: string;
  userCode: string;
  name: string;
  unitId: string;
  sessionId: string;
  /** Menu and button ids granted through the user's roles (PC grants). */
  grants: ReadonlySet<number>;
  isAdmin: boolean;
}

export interface RouteContext<B, Q> {
  body: B;
  query: Q;
  user: SessionUser | null;
  db: Db;
  config: Config;
  req: FastifyRequest;
  reply: FastifyReply;
  /** Set by a handler to describe the record an operation touched, for the operation record. */
  audit: AuditNote;
}

/** What a handler tells the operation record: the record touched, what was done, and who (for login). */
export interface AuditNote {
  target?: string;
  detail?: string;
  /** The person a public call turned out to be (a successful login). */
  actor?: { userId: string; name: string; organId: string };
}

export interface RouteDef<B extends TSchema | undefined = TSchema | undefined, Q extends TSchema | undefined = TSchema | undefined, D extends TSchema = TSchema> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api, e.g. '/user/getPersonalInfo'. */
  url: string;
  /** Unique camelCase id: becomes the OpenAPI operationId and the GraphQL field name. */
  operationId: string;
  /** Chinese one-line description for the API docs and the operation record. */
  summary: string;
  access: Access;
  buttonId?: number;
  /** GET routes that the gateway must expose as mutations, or POST routes that only read. */
  graphql?: 'query' | 'mutation';
  /** Mutating calls are audited by default; set false for reads sent as POST. */
  audit?: boolean;
  body?: B;
  querystring?: Q;
  /** Schema of `data` inside the envelope. */
  data: D;
  /** Rate-limited by the login throttle (per address and per account, code 429). */
  throttle?: 'login';
  /** Raw replies (blobs, files): the handler writes the reply itself and returns undefined. */
  raw?: boolean;
  handler: (
    ctx: RouteContext<B extends TSchema ? Static<B> : undefined, Q extends TSchema ? Static<Q> : undefined>,
  ) => Promise<D extends TSchema ? Static<D> : never> | (D extends TSchema ? Static<D> : never);
}

/** Identity function that keeps the generic types of one route. */
export function defineRoute<B extends TSchema | undefined, Q extends TSchema | undefined, D extends TSchema>(
  def: RouteDef<B, Q, D>,
): RouteDef<B, Q, D> {
  return def;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDef<any, any, any>;
