import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../storage/audit-log';
import type { StorageEngine } from '../storage/engines/storage-engine';
import { eraseExpiredLeads } from '../storage/lead-retention';
import { createLeadRetentionJob, type LeadRetentionJob } from './lead-retention-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily erasure of closed leads (issue 40, item 10): started when the app is ready, stopped when it closes. */
    leadRetention: LeadRetentionJob;
  }
}

type Settings = { engine: StorageEngine; auditLog: AuditLog; clock: () => number; days: number };

export function registerLeadRetention(app: FastifyInstance, { engine, auditLog, clock, days }: Settings): void {
  const job = createLeadRetentionJob({
    erase: () => eraseExpiredLeads(engine, auditLog, { days, now: clock(), via: 'job' }),
    clock,
    log: app.log,
  });
  app.decorate('leadRetention', job);
  app.addHook('onReady', async () => job.start());
  // Before onClose, where the storage closes: a run in flight finishes first.
  app.addHook('preClose', () => job.stop());
}
