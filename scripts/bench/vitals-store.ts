// The field speed store at scale (issue 42): seeds the views (vitals-seed-sql.ts) into a fresh database, opened
// and migrated as the server opens it, and rolls them up with the server's own roll-up (rollUpVitals): every day
// but the last caught up a day's views per transaction (a backlog of weeks no running server has, taken in large
// batches to keep the seeding short), then the last day's views seeded and rolled up with the job's own batch
// size, timed: how fast the job keeps up with beacons. Counts the daily rows the report reads. Run by
// vitals-scale.mjs with tsx; reads { dataDir, databaseUrl?, engine, count, days, lastDay } on stdin, prints JSON.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { addDays } from '@/lib/india-time';
import { openStorage } from '../../server/storage/open-storage';
import { rollUpVitals } from '../../server/storage/vitals-rollup-store';
import { firstViewOfDay, seedVitalsViewsSql, type SeedEngine, type SeedPlan } from './vitals-seed-sql';

type Settings = SeedPlan & { dataDir: string; databaseUrl?: string; engine: SeedEngine };

const settings = JSON.parse(readFileSync(0, 'utf8')) as Settings;
const engine = await openStorage({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl }, (message) => console.error(message));

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
};

const countOf = async (table: string) => {
  const { rows } = await sql<{ count: number | string }>`SELECT count(*) AS count FROM ${sql.table(table)}`.execute(engine.db);
  return Number(rows[0]!.count);
};

/** Writes views `first` to `last` in one transaction. */
async function seed(first: number, last: number): Promise<void> {
  if (last < first) return;
  // Set-up, not the server's writes: a crash here only means seeding again.
  if (settings.engine === 'sqlite') await sql`PRAGMA synchronous = OFF`.execute(engine.db);
  await engine.db.transaction().execute((trx) => sql.raw(seedVitalsViewsSql(settings.engine, settings, first, last)).execute(trx));
  if (settings.engine === 'sqlite') await sql`PRAGMA synchronous = FULL`.execute(engine.db);
}

try {
  const lastDayFrom = firstViewOfDay(settings.days - 1, settings.count, settings.days);
  const [, earlierSeedSeconds] = await timed(() => seed(1, lastDayFrom - 1));
  const [caughtUp, catchUpSeconds] = await timed(() => rollUpVitals(engine, Math.ceil(settings.count / settings.days)));
  const [, lastSeedSeconds] = await timed(() => seed(lastDayFrom, settings.count));
  const [rollup, rollupSeconds] = await timed(() => rollUpVitals(engine));
  // Each view rolled up left a dead row version behind, and the planner has not seen the daily tables grow:
  // autovacuum's work in production, where it follows a minute's beacons at a time.
  const [, vacuumSeconds] = settings.engine === 'postgres' ? await timed(() => sql`VACUUM ANALYZE`.execute(engine.db)) : [null, null];
  const dailyRows = {
    views: await countOf('vitals_daily_views'),
    histograms: await countOf('vitals_daily_histograms'),
    attributions: await countOf('vitals_daily_attributions'),
  };
  console.log(
    JSON.stringify({
      seedSeconds: earlierSeedSeconds + lastSeedSeconds,
      catchUp: { views: caughtUp.views, seconds: catchUpSeconds },
      rollup: { views: rollup.views, seconds: rollupSeconds, viewsPerSecond: rollup.views / rollupSeconds },
      vacuumSeconds,
      dailyRows,
      seededDays: Array.from({ length: settings.days }, (_, day) => ({
        day: addDays(settings.lastDay, day + 1 - settings.days),
        views: firstViewOfDay(day + 1, settings.count, settings.days) - firstViewOfDay(day, settings.count, settings.days),
      })),
    }),
  );
} finally {
  await engine.close();
}
