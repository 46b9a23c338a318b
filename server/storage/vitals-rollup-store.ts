import type { Transaction } from 'kysely';
import { rollUpViews, type VitalsRollup } from '@/lib/vitals/vitals-rollup';
import type { StorageEngine } from './engines/storage-engine';
import type { Schema } from './schema';
import { toVitalsView, VITALS_VIEW_COLUMNS } from './vitals-views';

/** The advisory lock every instance tries before a roll-up or retention batch (PostgreSQL); any constant they agree on. */
export const VITALS_ROLLUP_LOCK_KEY = 46_130_042;
/** Views per transaction: short enough that beacons' commits (SQLite's one connection) wait only milliseconds. */
const ROLLUP_BATCH = 5_000;
/** Rows per upsert. */
const ROWS_PER_STATEMENT = 500;

/** `locked`: another instance held the lock, so this run left the rest to it. */
export type VitalsRollupRun = { views: number; locked: boolean };

const keyOf = (row: object) => Object.values(row).join('\u0000');
/** Both instances write keys in one order, so two transactions adding to the same rows never wait on each other in a cycle. */
const sorted = <T extends object>(rows: readonly T[]) => [...rows].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));

function chunksOf<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) chunks.push(rows.slice(start, start + ROWS_PER_STATEMENT));
  return chunks;
}

/** Adds counts to the daily tables: INSERT … ON CONFLICT DO UPDATE SET count = count + excluded.count. */
async function addToDailyTables(trx: Transaction<Schema>, rollup: VitalsRollup): Promise<void> {
  for (const chunk of chunksOf(sorted(rollup.views))) {
    await trx
      .insertInto('vitals_daily_views')
      .values(chunk)
      .onConflict((conflict) => conflict.columns(['day', 'route', 'device', 'lang']).doUpdateSet((eb) => ({ views: eb('vitals_daily_views.views', '+', eb.ref('excluded.views')) })))
      .execute();
  }
  for (const chunk of chunksOf(sorted(rollup.histograms))) {
    await trx
      .insertInto('vitals_daily_histograms')
      .values(chunk)
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'route', 'device', 'lang', 'metric', 'rating', 'bucket'])
          .doUpdateSet((eb) => ({ count: eb('vitals_daily_histograms.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
  for (const chunk of chunksOf(sorted(rollup.attributions))) {
    await trx
      .insertInto('vitals_daily_attributions')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.columns(['day', 'route', 'device', 'lang', 'kind', 'target']).doUpdateSet((eb) => ({
          count: eb('vitals_daily_attributions.count', '+', eb.ref('excluded.count')),
          total: eb('vitals_daily_attributions.total', '+', eb.ref('excluded.total')),
        })),
      )
      .execute();
  }
}

/**
 * Marks up to `size` views not yet rolled up (the UPDATE checks rolled_up again, so a view is marked once even
 * without the lock) and adds them to the daily tables in the same transaction: committed together or not at all.
 */
async function rollUpBatch(engine: StorageEngine, trx: Transaction<Schema>, size: number): Promise<number | 'locked'> {
  if (!(await engine.tryLockForJob(trx, VITALS_ROLLUP_LOCK_KEY))) return 'locked';
  const claimed = await trx
    .updateTable('vitals_views')
    .set({ rolled_up: 1 })
    .where('rolled_up', '=', 0)
    .where('id', 'in', trx.selectFrom('vitals_views').select('id').where('rolled_up', '=', 0).orderBy('id').limit(size))
    .returning(VITALS_VIEW_COLUMNS)
    .execute();
  if (claimed.length > 0) await addToDailyTables(trx, rollUpViews(claimed.map(toVitalsView)));
  return claimed.length;
}

/** Rolls up every view not yet rolled up, a batch per transaction; stops when another instance holds the lock. */
export async function rollUpVitals(engine: StorageEngine, batchSize = ROLLUP_BATCH): Promise<VitalsRollupRun> {
  let views = 0;
  for (;;) {
    const batch = await engine.db.transaction().execute((trx) => rollUpBatch(engine, trx, batchSize));
    if (batch === 'locked') return { views, locked: true };
    views += batch;
    if (batch < batchSize) return { views, locked: false };
  }
}
