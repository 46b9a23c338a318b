import { sql, type Transaction } from 'kysely';
import { rollUpViews, type VitalsHistogramCount, type VitalsRollup } from '@/lib/vitals/vitals-rollup';
import type { StorageEngine } from './engines/storage-engine';
import type { Schema } from './schema';
import { addPackedCounts, packBucketCounts, type BucketCounts } from './vitals-bucket-counts';
import { toVitalsView, VITALS_VIEW_COLUMNS } from './vitals-views';

/** The advisory lock every instance tries before a roll-up or retention batch (PostgreSQL); any constant they agree on. */
export const VITALS_ROLLUP_LOCK_KEY = 46_130_042;
/** Views per transaction: small enough that beacons' commits, waiting for SQLite's one connection, wait only milliseconds. */
const ROLLUP_BATCH = 1_000;
/** Rows per upsert. */
const ROWS_PER_STATEMENT = 500;

/** `locked`: another instance held the lock, so this run left the rest to it. */
export type VitalsRollupRun = { views: number; locked: boolean };

function chunksOf<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) chunks.push(rows.slice(start, start + ROWS_PER_STATEMENT));
  return chunks;
}

type HistogramKey = Omit<VitalsHistogramCount, 'bucket' | 'count'>;
const keyOf = ({ day, route, device, lang, metric, rating }: HistogramKey) => `${day}|${route}|${device}|${lang}|${metric}|${rating}`;

/** Adds the histogram counts to the packed ones stored for the same day, group, metric and rating (read, add, write). */
async function addHistograms(trx: Transaction<Schema>, histograms: readonly VitalsHistogramCount[]): Promise<void> {
  const added = new Map<string, { key: HistogramKey; counts: BucketCounts }>();
  for (const { bucket, count, ...key } of histograms) {
    const entry = added.get(keyOf(key)) ?? added.set(keyOf(key), { key, counts: new Map() }).get(keyOf(key))!;
    entry.counts.set(bucket, (entry.counts.get(bucket) ?? 0) + count);
  }
  for (const chunk of chunksOf([...added.values()])) {
    const keys = chunk.map(({ key }) => sql`(${key.day}, ${key.route}, ${key.device}, ${key.lang}, ${key.metric}, ${key.rating})`);
    const stored = await trx
      .selectFrom('vitals_daily_histograms')
      .selectAll()
      .where(sql<boolean>`(day, route, device, lang, metric, rating) in (values ${sql.join(keys)})`)
      .execute();
    for (const row of stored) addPackedCounts(row.counts, added.get(keyOf(row))!.counts);
    await trx
      .insertInto('vitals_daily_histograms')
      .values(chunk.map(({ key, counts }) => ({ ...key, counts: packBucketCounts(counts) })))
      .onConflict((conflict) => conflict.columns(['day', 'route', 'device', 'lang', 'metric', 'rating']).doUpdateSet((eb) => ({ counts: eb.ref('excluded.counts') })))
      .execute();
  }
}

/** Adds counts to the daily tables: INSERT … ON CONFLICT DO UPDATE SET count = count + excluded.count, the histograms packed. */
async function addToDailyTables(trx: Transaction<Schema>, rollup: VitalsRollup): Promise<void> {
  for (const chunk of chunksOf(rollup.views)) {
    await trx
      .insertInto('vitals_daily_views')
      .values(chunk)
      .onConflict((conflict) => conflict.columns(['day', 'route', 'device', 'lang']).doUpdateSet((eb) => ({ views: eb('vitals_daily_views.views', '+', eb.ref('excluded.views')) })))
      .execute();
  }
  await addHistograms(trx, rollup.histograms);
  for (const chunk of chunksOf(rollup.attributions)) {
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
 * The lock keeps a second instance from adding to the same daily rows at once: the histograms' read-add-write
 * needs it, and no two roll-ups ever deadlock.
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
