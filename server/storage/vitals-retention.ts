import type { StorageEngine } from './engines/storage-engine';
import { VITALS_ROLLUP_LOCK_KEY } from './vitals-rollup-store';

/** Views per DELETE, so SQLite's one connection is never held for long by a day of beacons. */
const VIEWS_PER_DELETE = 2_000;
const DAILY_TABLES = ['vitals_daily_views', 'vitals_daily_histograms', 'vitals_daily_attributions'] as const;

/** `locked`: another instance was rolling up or deleting; the next run catches up (deleting days is idempotent). */
export type VitalsRetentionRun = { views: number; days: number; locked: boolean };

/** The oldest day before `firstKeptDay` still in `table`, if any. */
async function oldestDayBefore(engine: StorageEngine, table: (typeof DAILY_TABLES)[number], firstKeptDay: string): Promise<string | undefined> {
  const row = await engine.db.selectFrom(table).select('day').where('day', '<', firstKeptDay).orderBy('day').limit(1).executeTakeFirst();
  return row?.day;
}

/** Deletes the views and daily roll-ups of days before `firstKeptDay` (YYYY-MM-DD): views in batches, roll-ups a day at a time. */
export async function deleteVitalsBefore(engine: StorageEngine, firstKeptDay: string): Promise<VitalsRetentionRun> {
  let views = 0;
  for (;;) {
    const batch = await engine.db.transaction().execute(async (trx) => {
      if (!(await engine.tryLockForJob(trx, VITALS_ROLLUP_LOCK_KEY))) return 'locked' as const;
      const old = trx.selectFrom('vitals_views').select('id').where('day', '<', firstKeptDay).limit(VIEWS_PER_DELETE);
      const deleted = await trx.deleteFrom('vitals_views').where('id', 'in', old).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    });
    if (batch === 'locked') return { views, days: 0, locked: true };
    views += batch;
    if (batch < VIEWS_PER_DELETE) break;
  }
  const days = new Set<string>();
  for (const table of DAILY_TABLES) {
    for (let day = await oldestDayBefore(engine, table, firstKeptDay); day !== undefined; day = await oldestDayBefore(engine, table, firstKeptDay)) {
      await engine.db.deleteFrom(table).where('day', '=', day).execute();
      days.add(day);
    }
  }
  return { views, days: days.size, locked: false };
}
