import type { FastifyInstance } from 'fastify';
import { VITALS_BODY_LIMIT_BYTES, VITALS_PATH, vitalsBeaconSchema } from '@/lib/vitals/vitals-beacon';
import { requireMediaType } from '../http/content-type';
import { rateLimited } from '../http/security';
import { throttledWarning } from '../http/throttled-warning';
import { parseBody } from '../http/zod-errors';
import { deviceClassOf } from '../vitals/device-class';
import type { RouteContext } from './route-context';

export const VITALS_RATE_LIMIT_WINDOW_MS = 60_000;
/** A failing write is reported at most this often: every beacon of its batch meets the same failure. */
const WRITE_WARNING_INTERVAL_MS = 60_000;

/**
 * One beacon per page view (issue 42, docs/field-speed.md). Only application/json: text/plain would make it a
 * "simple" cross-origin request, so any other site could have its visitors' browsers post made-up views from
 * thousands of addresses without a preflight. Quiet in the request log (warnings and errors still show): beacons
 * would be most of it, and the address and agent are not to be logged for it. No cookie is read or set.
 *
 * Answered once the beacon is valid and queued, not once it is committed: nobody waits for the answer (a browser
 * sends it as the page is left), and the batch it joins is written within VITALS_WRITE_GAP_MS. A crash in that
 * time loses those views; a stopping server writes them first.
 */
export function registerVitalsRoutes(app: FastifyInstance, { stores }: RouteContext, { rateLimitMax }: { rateLimitMax: number }): void {
  const options = {
    ...rateLimited({ max: rateLimitMax, windowMs: VITALS_RATE_LIMIT_WINDOW_MS }),
    bodyLimit: VITALS_BODY_LIMIT_BYTES,
    logLevel: 'warn' as const,
    onRequest: [requireMediaType('application/json')],
  };

  const warnNotStored = throttledWarning((message) => app.log.warn(message), WRITE_WARNING_INTERVAL_MS);

  app.post(VITALS_PATH, options, async (request, reply) => {
    const beacon = parseBody(vitalsBeaconSchema, request.body);
    stores.vitals.add(beacon, deviceClassOf(request.headers['user-agent'])).catch((error: unknown) => {
      warnNotStored(`Speed beacons not stored: ${error instanceof Error ? error.message : String(error)}`);
    });
    return reply.code(204).send();
  });
}
