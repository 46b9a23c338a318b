import type { FastifyInstance } from 'fastify';
import { createVitalsJob, type VitalsJob } from '../jobs/vitals-job';
import type { RouteContext } from '../routes/route-context';
import { registerStaffVitalsRoutes } from '../routes/staff-vitals-routes';
import { registerVitalsRoutes } from '../routes/vitals-routes';
import type { VitalsSettings } from './vitals-settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The field speed roll-up and retention (issue 42): started when the app is ready, stopped when it closes. */
    vitalsJob: VitalsJob;
  }
}

/** POST /api/vitals, GET /api/staff/vitals (after the staff guard) and the roll-up job; `clock` is the app's. */
export function registerVitals(app: FastifyInstance, context: RouteContext, settings: VitalsSettings, clock: () => number): void {
  registerVitalsRoutes(app, context, settings);
  registerStaffVitalsRoutes(app, context);
  const job = createVitalsJob({ store: context.stores.vitals, clock, intervalMs: settings.rollupIntervalMs, log: app.log });
  app.decorate('vitalsJob', job);
  app.addHook('onReady', async () => job.start());
  // Before onClose, where the storage closes: a run in flight finishes first.
  app.addHook('preClose', () => job.stop());
  // Added after the storage's onClose hook, so it runs before it: the beacons answered 204 are written.
  app.addHook('onClose', () => context.stores.vitals.flush());
}
