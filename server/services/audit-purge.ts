import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '../auth/constants';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { purgeAuditRecords } from './audit-chain';

/** Runs the retention purge of the audit log at start-up and once a day (AUDIT_RETENTION_DAYS, at least 180). */
export function scheduleAuditPurge(db: Db, config: Config, log: FastifyBaseLogger): { stop: () => void } {
  const run = () =>
    purgeAuditRecords(db, config.auditRetentionDays).then(
      (n) => n && log.info({ purged: n }, 'audit records past retention purged'),
      (err) => log.error({ err }, 'audit purge failed'),
    );
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
