import type { FastifyInstance } from 'fastify';
import type { StorageEngine } from '../storage/engines/storage-engine';
import { checkStorageReadiness } from '../storage/readiness';
import { reasonPhrase } from './http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503, so the load balancer stops sending requests before the server closes. */
    beginShutdown(): void;
  }
}

export const SHUTTING_DOWN_MESSAGE = 'This instance is shutting down';

/** Probed every few seconds: the request log would be mostly probes. Warnings and errors still show. */
const QUIET = { logLevel: 'warn' } as const;

/**
 * `/healthz`: the process runs and answers. `/readyz`: it can take traffic — the database answers, its
 * migrations are applied, and no shutdown has begun. Neither is rate-limited (limits are opted into per route).
 */
export function registerHealthRoutes(app: FastifyInstance, { engine }: { engine: StorageEngine }): void {
  let shuttingDown = false;
  let wasReady = true;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });

  app.get('/healthz', QUIET, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', QUIET, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (shuttingDown) return reply.code(503).send({ message: SHUTTING_DOWN_MESSAGE, error: reasonPhrase(503) });
    const readiness = await checkStorageReadiness(engine);
    // Logged when the answer changes, not on every probe.
    if (readiness.ready !== wasReady) {
      if (readiness.ready) app.log.info('ready again: the database answers');
      else request.log.warn({ err: readiness.error, unappliedMigrations: readiness.unappliedMigrations }, `not ready: ${readiness.reason}`);
      wasReady = readiness.ready;
    }
    if (readiness.ready) return reply.send({ status: 'ready' });
    return reply.code(503).send({ message: readiness.reason, error: reasonPhrase(503) });
  });
}
