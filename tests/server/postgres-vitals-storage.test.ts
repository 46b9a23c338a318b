import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { rollUpVitals, VITALS_ROLLUP_LOCK_KEY } from '../../server/storage/vitals-rollup-store';
import { testClock } from './support/staff';
import { vitalsStorageSuite } from './support/vitals-storage-suite';
import { openTestStores, type OpenedStores } from './support/vitals-stores';

// The cases of vitals-storage.test.ts on PostgreSQL, then what only several instances sharing it can do.
vitalsStorageSuite();

const NOON = Date.parse('2026-03-10T06:30:00Z');
const opened: { stores: OpenedStores[]; clients: pg.Client[] } = { stores: [], clients: [] };

afterEach(async () => {
  for (const client of opened.clients.splice(0)) await client.end();
  // The second instance first: the first drops the database.
  for (const stores of opened.stores.splice(0).reverse()) await stores.close();
});

/** Two instances' storage on one fresh database, and `views` beacons of 2026-03-10 waiting for the roll-up. */
async function twoInstancesWithViews(views: number) {
  const clock = testClock(NOON);
  const first = await openTestStores(clock.now);
  opened.stores.push(first);
  const second = await openTestStores(clock.now, first.databaseUrl);
  opened.stores.push(second);
  const sql = new pg.Client({ connectionString: first.databaseUrl });
  await sql.connect();
  opened.clients.push(sql);
  await sql.query(
    `INSERT INTO vitals_views (day, route, lang, device, navigation_type, lcp, inp, lcp_element)
     SELECT '2026-03-10', (ARRAY['/', '/contact', '*'])[1 + i % 3], 'en', (ARRAY['phone', 'tablet', 'desktop'])[1 + i % 3 / 2], 'navigate',
            (i % 4000)::float8, CASE WHEN i % 2 = 0 THEN (i % 700)::float8 END, 'img.hero' || (i % 5)
     FROM generate_series(1, $1) AS i`,
    [views],
  );
  return { first, second, sql };
}

const countOf = async (sql: pg.Client, text: string) => Number((await sql.query<{ count: string }>(text)).rows[0]!.count);

describe('the roll-up on two instances sharing PostgreSQL', () => {
  it('counts each view once when both roll up at the same moment', async () => {
    const { first, second, sql } = await twoInstancesWithViews(12_000);

    const runs = await Promise.all([rollUpVitals(first.engine, 500), rollUpVitals(second.engine, 500), rollUpVitals(first.engine, 700)]);

    expect(runs.reduce((sum, run) => sum + run.views, 0)).toBe(12_000);
    expect(await countOf(sql, 'SELECT count(*) FROM vitals_views WHERE rolled_up = 0')).toBe(0);
    expect(await countOf(sql, 'SELECT sum(views) AS count FROM vitals_daily_views')).toBe(12_000);
    expect(await countOf(sql, "SELECT sum(count) AS count FROM vitals_daily_attributions WHERE kind = 'lcpElement'")).toBe(12_000);
    const report = await second.stores.vitals.report(1);
    expect(report.views).toBe(12_000);
    expect(report.rows.reduce((sum, row) => sum + row.metrics!.LCP.count, 0)).toBe(12_000);
    expect(report.rows.reduce((sum, row) => sum + row.metrics!.INP.count, 0)).toBe(6_000);
  });

  it('leaves the work to the instance holding the lock, without waiting, and reads its views meanwhile', async () => {
    const { first, sql } = await twoInstancesWithViews(30);
    const holder = new pg.Client({ connectionString: first.databaseUrl });
    await holder.connect();
    opened.clients.push(holder);
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock($1)', [VITALS_ROLLUP_LOCK_KEY]);

    expect(await first.stores.vitals.rollUp()).toEqual({ views: 0, locked: true });
    expect(await first.stores.vitals.deleteExpired()).toEqual({ views: 0, days: 0, locked: true });
    expect((await first.stores.vitals.report(28)).views).toBe(30);
    expect(await countOf(sql, 'SELECT count(*) FROM vitals_views WHERE rolled_up = 0')).toBe(30);

    await holder.query('COMMIT');
    expect(await first.stores.vitals.rollUp()).toEqual({ views: 30, locked: false });
  });
});
