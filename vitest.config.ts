import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@theme/': fileURLToPath(new URL('./theme/', import.meta.url)),
  '@mocks/': fileURLToPath(new URL('./mocks/', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Server tests mostly wait on I/O (SQLite fsyncs, PostgreSQL, child processes), so every core gets a
    // worker; the default leaves one core idle on a 2-core CI machine.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup/console-guard.ts', './tests/setup/dom.ts', './tests/setup/testing-library.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          // Each file builds its own app on its own data dir or database, so files can share a worker's
          // module cache: 83 s instead of 118 s for both engines here. Forks, not threads: native modules.
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          // PostgreSQL-only files need the cluster of the server-postgres project.
          exclude: ['tests/server/postgres-*.test.ts'],
          setupFiles: ['./tests/setup/console-guard.ts'],
          // Hooks build fixtures through the real API (staff enrolment and sign-in hash passwords with scrypt on
          // purpose): on a loaded 2-core machine that takes as long as a test, so they get a test's budget.
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-postgres',
          environment: 'node',
          globals: true,
          isolate: false,
          // The engine-agnostic files, run again on PostgreSQL: one throwaway cluster for the run.
          include: [
            'tests/server/lead-routes.test.ts',
            'tests/server/auth-rate-limits.test.ts',
            'tests/server/attempt-limiter.test.ts',
            'tests/server/document-routes.test.ts',
            'tests/server/patient-route.test.ts',
            'tests/server/json-bodies.test.ts',
            'tests/server/restart.test.ts',
            'tests/server/leads-export.test.ts',
            'tests/server/image-reencoding.test.ts',
            'tests/server/sensitive-logging.test.ts',
            'tests/server/group-commit.test.ts',
            'tests/server/rate-limit-windows.test.ts',
            'tests/server/hostile-input.test.ts',
            'tests/server/text-hygiene.test.ts',
            'tests/server/idempotent-leads.test.ts',
            'tests/server/idempotent-registrations.test.ts',
            'tests/server/idempotency-key-header.test.ts',
            'tests/server/health-endpoints.test.ts',
            'tests/server/staff-enrolment.test.ts',
            'tests/server/staff-sign-in.test.ts',
            'tests/server/staff-sessions.test.ts',
            'tests/server/staff-authorization-matrix.test.ts',
            'tests/server/staff-live-leads.test.ts',
            'tests/server/staff-audit-log.test.ts',
            'tests/server/staff-audit-filters.test.ts',
            'tests/server/lead-retention.test.ts',
            'tests/server/staff-lead-export.test.ts',
            'tests/server/staff-key-rotation.test.ts',
            'tests/server/audit-log-append-only.test.ts',
            'tests/server/staff-registrations.test.ts',
            'tests/server/lead-inbox-migration.test.ts',
            'tests/server/lead-inbox-insert.test.ts',
            'tests/server/staff-lead-list.test.ts',
            'tests/server/staff-lead-page.test.ts',
            'tests/server/staff-lead-changes.test.ts',
            'tests/server/staff-quarantine.test.ts',
            'tests/server/notification-outbox.test.ts',
            'tests/server/lead-notifications.test.ts',
            'tests/server/bot-signals.test.ts',
            'tests/server/sign-in-signals.test.ts',
            'tests/server/registration-signals.test.ts',
            'tests/server/shared-rate-limit.test.ts',
            'tests/server/quarantine-release.test.ts',
            'tests/server/postgres-*.test.ts',
          ],
          env: { HEALVIA_TEST_ENGINE: 'postgres' },
          globalSetup: ['./tests/server/support/postgres-global-setup.ts'],
          setupFiles: ['./tests/setup/console-guard.ts'],
          // Hooks build fixtures through the real API (staff enrolment and sign-in hash passwords with scrypt on
          // purpose): on a loaded 2-core machine that takes as long as a test, so they get a test's budget.
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
    ],
  },
});
