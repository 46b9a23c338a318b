import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BackupMonitor } from '../backup/backup-report';
import { liveSession, type GuardContext } from '../staff/staff-guard';

const isLoopback = (address: string | undefined) =>
  address !== undefined && isIP(address.replace(/^::ffff:/, '')) !== 0 && (/^(::ffff:)?127\./.test(address) || address === '::1');

/**
 * From this machine itself, as it connected: the socket's address is loopback and no proxy header says the
 * request came from further away (a reverse proxy on the same machine forwards the public's requests).
 */
const fromThisMachine = (request: FastifyRequest) =>
  isLoopback(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;

/**
 * `GET /healthz/backup`: the backup's lag and the time up to which everything is in the replica (docs/backups.md).
 * Only for this machine (a monitoring agent, an operator's curl) and for an admin signed in to the staff console;
 * to anyone else it does not exist (404), so it tells a scanner nothing. 200 while the backup keeps up, 503 when it
 * lags, fails or is off, so a probe can alert on the status alone.
 */
export function registerBackupRoutes(app: FastifyInstance, { monitor, guard }: { monitor: BackupMonitor; guard: GuardContext }): void {
  app.get('/healthz/backup', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // The same answer as for a path that does not exist.
    if (!fromThisMachine(request) && (await liveSession(request, guard))?.role !== 'admin') return reply.callNotFound();
    const report = await monitor.report();
    return reply.code(report.status === 'ok' ? 200 : 503).send(report);
  });
}
