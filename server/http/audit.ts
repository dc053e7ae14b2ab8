import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { operationRecords } from '../db/schema';
import type { Envelope } from './envelope';
import type { AnyRoute, AuditNote, SessionUser } from './route';

/** Mutating calls (any method but GET) and file replies (exports, downloads) are audited unless the route says `audit: false`. */
export const isAudited = (def: AnyRoute): boolean => def.audit ?? (def.method !== 'GET' || def.raw === true);

const MAX_TEXT = 1000;
const clip = (s: string | undefined) => (s === undefined ? null : s.slice(0, MAX_TEXT));

/**
 * Writes one operation record with the root db handle, outside any transaction of the handler, so a
 * failed call is recorded while its own changes roll back. A failing audit write is logged, never
 * turned into a reply.
 */
export async function writeOperationRecord(
  db: Db,
  req: FastifyRequest,
  def: AnyRoute,
  user: SessionUser | null,
  audit: AuditNote,
  envelope: Pick<Envelope<unknown>, 'code' | 'msg'>,
): Promise<void> {
  try {
    await db.insert(operationRecords).values({
      id: randomUUID(),
      userId: user?.userId ?? audit.actor?.userId ?? null,
      userName: user?.name ?? audit.actor?.name ?? null,
      organId: user?.unitId ?? audit.actor?.organId ?? null,
      operationId: def.operationId,
      method: def.method,
      url: req.url.split('?')[0],
      menuId: typeof def.access === 'number' ? def.access : null,
      buttonId: def.buttonId ?? null,
      target: clip(audit.target),
      detail: clip(audit.detail),
      outcome: envelope.code === 0 ? 'success' : 'failure',
      message: clip(envelope.msg),
      ip: req.ip,
      createdAt: new Date(),
    });
  } catch (err) {
    req.log.error({ err, operationId: def.operationId }, 'operation record not written');
  }
}
