import { afterEach, describe, expect, it } from 'vitest';
import { dayInIndia } from '@/lib/india-time';
import { buildVitalsReport, vitalsWindow, type VitalsReport } from '@/lib/vitals/vitals-report';
import { rollUpViews, type VitalsView } from '@/lib/vitals/vitals-rollup';
import { readVitalsReport } from '../../../server/storage/vitals-report-store';
import { rollUpVitals } from '../../../server/storage/vitals-rollup-store';
import { testClock, type TestClock } from './staff';
import { seededViews } from './vitals-seeded-views';
import { openTestStores, type OpenedStores } from './vitals-stores';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon in India on 2026-03-10. */
const NOON = Date.parse('2026-03-10T06:30:00Z');

let opened: OpenedStores | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** Sums taken in another order (SQL's) differ in the last bits of a double: compare to 9 significant digits. */
const rounded = (report: VitalsReport): unknown => JSON.parse(JSON.stringify(report), (_key, value: unknown) => (typeof value === 'number' ? Number(value.toPrecision(9)) : value));

/** Sends `count` seeded views, a share of them on each of `days` days ending today; returns them as the roll-up reads them. */
async function sendViews(clock: TestClock, { stores }: OpenedStores, count: number, days: number, seed = 42): Promise<VitalsView[]> {
  const today = clock.now();
  const views = seededViews(count, seed).map((sent, index) => ({ ...sent, daysAgo: index % days }));
  for (let daysAgo = 0; daysAgo < days; daysAgo += 1) {
    clock.advance(today - daysAgo * DAY_MS - clock.now());
    // Together, as beacons arrive: a few commits instead of one per view.
    await Promise.all(views.filter((sent) => sent.daysAgo === daysAgo).map(({ beacon, device }) => stores.vitals.add(beacon, device)));
  }
  clock.advance(today - clock.now());
  return views.map(({ view, daysAgo }) => ({ ...view, day: dayInIndia(today - daysAgo * DAY_MS) }));
}

const byKey = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row)).sort();

/** Every row of the daily tables, in an order of their own. */
const dailyTables = async ({ engine }: OpenedStores) => ({
  views: byKey(await engine.db.selectFrom('vitals_daily_views').selectAll().execute()),
  histograms: byKey(await engine.db.selectFrom('vitals_daily_histograms').selectAll().execute()),
  attributions: byKey(await engine.db.selectFrom('vitals_daily_attributions').selectAll().execute()),
});

const storedDays = async ({ engine }: OpenedStores, table: 'vitals_views' | 'vitals_daily_views' | 'vitals_daily_histograms' | 'vitals_daily_attributions') =>
  (await engine.db.selectFrom(table).select('day').distinct().orderBy('day').execute()).map((row) => row.day);

/** The vitals storage on the engine of the run (vitals-storage and postgres-vitals-storage). */
export function vitalsStorageSuite(): void {
  describe('the field speed report', () => {
    it('says what the one report code says of the same views, before the roll-up and after it', async () => {
      const clock = testClock(NOON);
      opened = await openTestStores(clock.now);
      const sent = await sendViews(clock, opened, 600, 10);
      const window = vitalsWindow('2026-03-10', 28);
      const expected = rounded(buildVitalsReport(rollUpViews(sent), window));

      expect(rounded(await readVitalsReport(opened.engine, window))).toEqual(expected);
      expect(await opened.stores.vitals.rollUp()).toEqual({ views: 600, locked: false });
      expect(rounded(await opened.stores.vitals.report(28))).toEqual(expected);
      const report = await opened.stores.vitals.report(28);
      expect(report.views).toBe(600);
      expect(report.worst.some((row) => row.attributions.length > 0)).toBe(true);
      expect(report.daily.map((day) => day.day)).toContain('2026-03-01');
    });

    it('adds views arriving after a roll-up to the days already rolled up, and reads the views not yet rolled up with them', async () => {
      const clock = testClock(NOON);
      opened = await openTestStores(clock.now);
      const first = await sendViews(clock, opened, 150, 3, 1);
      await opened.stores.vitals.rollUp();
      const second = await sendViews(clock, opened, 150, 3, 2);
      const window = vitalsWindow('2026-03-10', 7);
      const expected = rounded(buildVitalsReport(rollUpViews([...first, ...second]), window));

      expect(rounded(await readVitalsReport(opened.engine, window))).toEqual(expected);
      expect(await rollUpVitals(opened.engine, 40)).toEqual({ views: 150, locked: false });
      expect(rounded(await readVitalsReport(opened.engine, window))).toEqual(expected);
    });

    it('leaves out the days outside the window it is asked for', async () => {
      const clock = testClock(NOON);
      opened = await openTestStores(clock.now);
      const sent = await sendViews(clock, opened, 100, 10);
      const report = await opened.stores.vitals.report(3);
      expect(report).toMatchObject({ from: '2026-03-08', to: '2026-03-10', days: 3 });
      expect(report.views).toBe(sent.filter((view) => view.day >= '2026-03-08').length);
    });
  });

  describe('the roll-up', () => {
    it('counts each view once: run again, it finds nothing and changes no count', async () => {
      const clock = testClock(NOON);
      opened = await openTestStores(clock.now);
      await sendViews(clock, opened, 120, 2);
      expect(await rollUpVitals(opened.engine, 50)).toEqual({ views: 120, locked: false });
      const tables = await dailyTables(opened);
      expect(await opened.stores.vitals.rollUp()).toEqual({ views: 0, locked: false });
      expect(await dailyTables(opened)).toEqual(tables);
      const notRolledUp = await opened.engine.db.selectFrom('vitals_views').select('id').where('rolled_up', '=', 0).execute();
      expect(notRolledUp).toEqual([]);
      expect((await opened.stores.vitals.report(28)).views).toBe(120);
    });
  });

  describe('retention', () => {
    it('deletes the views and roll-ups of the days before the last 90, today included', async () => {
      const clock = testClock(NOON);
      opened = await openTestStores(clock.now);
      const { beacon, device } = seededViews(1)[0]!;
      for (const daysAgo of [120, 90, 89, 0]) {
        clock.advance(NOON - daysAgo * DAY_MS - clock.now());
        await opened.stores.vitals.add(beacon, device);
        await opened.stores.vitals.add(beacon, device);
      }
      clock.advance(NOON - clock.now());
      await opened.stores.vitals.rollUp();
      expect(await storedDays(opened, 'vitals_views')).toEqual(['2025-11-10', '2025-12-10', '2025-12-11', '2026-03-10']);

      expect(await opened.stores.vitals.deleteExpired()).toEqual({ views: 4, days: 2, locked: false });
      for (const table of ['vitals_views', 'vitals_daily_views', 'vitals_daily_histograms', 'vitals_daily_attributions'] as const) {
        expect(await storedDays(opened, table), table).toEqual(['2025-12-11', '2026-03-10']);
      }
      expect(await opened.stores.vitals.deleteExpired()).toEqual({ views: 0, days: 0, locked: false });
      expect((await opened.stores.vitals.report(90)).views).toBe(4);
    });
  });
}
