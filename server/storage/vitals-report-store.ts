import type { Transaction } from 'kysely';
import { VITALS_ATTRIBUTION_KINDS, VITALS_ATTRIBUTION_METRIC, type VitalsAttributionKind } from '@/lib/vitals/vitals-metrics';
import { buildVitalsReport, type VitalsReport } from '@/lib/vitals/vitals-report';
import { rollUpViews, type VitalsAttributionCount, type VitalsGroup, type VitalsRollup } from '@/lib/vitals/vitals-rollup';
import { VITALS_UNKNOWN_ROUTE } from '@/lib/vitals/vitals-routes';
import type { StorageEngine } from './engines/storage-engine';
import type { Schema } from './schema';
import { toVitalsView, VITALS_VIEW_COLUMNS } from './vitals-views';

type Window = { from: string; to: string };
type Trx = Transaction<Schema>;

/** More than the report names per row and kind, so the SQL's cut never decides which ones it shows. */
const ATTRIBUTIONS_READ = 50;

const GROUP = ['route', 'device', 'lang'] as const;
const HISTOGRAM = ['metric', 'rating', 'bucket'] as const;

/** The window's daily views and histograms summed over its days, per group: each dated its last day, inside the window. */
async function perGroup(trx: Trx, { from, to }: Window): Promise<Pick<VitalsRollup, 'views' | 'histograms'>> {
  const views = await trx
    .selectFrom('vitals_daily_views')
    .select([...GROUP, (eb) => eb.fn.sum<number | string>('views').as('views')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy([...GROUP])
    .execute();
  const histograms = await trx
    .selectFrom('vitals_daily_histograms')
    .select([...GROUP, ...HISTOGRAM, (eb) => eb.fn.sum<number | string>('count').as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy([...GROUP, ...HISTOGRAM])
    .execute();
  return {
    views: views.map((row) => ({ ...row, day: to, views: Number(row.views) })),
    histograms: histograms.map((row) => ({ ...row, day: to, bucket: Number(row.bucket), count: Number(row.count) })),
  };
}

/** The window's daily views and histograms summed over routes and languages, per day and device (the report's chart). */
async function perDay(trx: Trx, { from, to }: Window): Promise<Pick<VitalsRollup, 'views' | 'histograms'>> {
  // Each row needs a group; the chart reads only its day and device.
  const anyGroup = { route: VITALS_UNKNOWN_ROUTE, lang: 'en' } as const;
  const views = await trx
    .selectFrom('vitals_daily_views')
    .select(['day', 'device', (eb) => eb.fn.sum<number | string>('views').as('views')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['day', 'device'])
    .execute();
  const histograms = await trx
    .selectFrom('vitals_daily_histograms')
    .select(['day', 'device', ...HISTOGRAM, (eb) => eb.fn.sum<number | string>('count').as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['day', 'device', ...HISTOGRAM])
    .execute();
  return {
    views: views.map((row) => ({ ...row, ...anyGroup, views: Number(row.views) })),
    histograms: histograms.map((row) => ({ ...row, ...anyGroup, bucket: Number(row.bucket), count: Number(row.count) })),
  };
}

/** The most frequent targets of one kind of attribution of one group over the window, summed over its days. */
async function topAttributions(trx: Trx, { from, to }: Window, group: VitalsGroup, kind: VitalsAttributionKind): Promise<VitalsAttributionCount[]> {
  const rows = await trx
    .selectFrom('vitals_daily_attributions')
    .select(['target', (eb) => eb.fn.sum<number | string>('count').as('count'), (eb) => eb.fn.sum<number | string>('total').as('total')])
    .where('route', '=', group.route)
    .where('device', '=', group.device)
    .where('lang', '=', group.lang)
    .where('kind', '=', kind)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('target')
    .orderBy((eb) => eb.fn.sum('count'), 'desc')
    .orderBy('target')
    .limit(ATTRIBUTIONS_READ)
    .execute();
  return rows.map((row) => ({ ...group, day: to, kind, target: row.target, count: Number(row.count), total: Number(row.total) }));
}

/** The attributions the report can name: those of the kinds explaining each of its worst rows' metric. */
async function worstAttributions(trx: Trx, window: Window, worst: VitalsReport['worst']): Promise<VitalsAttributionCount[]> {
  const wanted = new Map<string, { group: VitalsGroup; kinds: Set<VitalsAttributionKind> }>();
  for (const { route, device, lang, metric } of worst) {
    const key = `${route}|${device}|${lang}`;
    const entry = wanted.get(key) ?? wanted.set(key, { group: { route, device, lang }, kinds: new Set() }).get(key)!;
    for (const kind of VITALS_ATTRIBUTION_KINDS) if (VITALS_ATTRIBUTION_METRIC[kind] === metric) entry.kinds.add(kind);
  }
  const attributions: VitalsAttributionCount[] = [];
  for (const { group, kinds } of wanted.values()) for (const kind of kinds) attributions.push(...(await topAttributions(trx, window, group, kind)));
  return attributions;
}

const merged = (...rollups: Partial<VitalsRollup>[]): VitalsRollup => ({
  views: rollups.flatMap((rollup) => rollup.views ?? []),
  histograms: rollups.flatMap((rollup) => rollup.histograms ?? []),
  attributions: rollups.flatMap((rollup) => rollup.attributions ?? []),
});

/**
 * The report over `window`: the daily tables (summed in SQL, so a 28-day window reads a few thousand sums however
 * many views it holds) plus the views not yet rolled up, through the one report code. One snapshot: a roll-up
 * committing meanwhile can neither hide a view nor count it twice.
 */
export function readVitalsReport(engine: StorageEngine, window: Window): Promise<VitalsReport> {
  return engine.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // Through the partial index (a minute of beacons at most); the report leaves out the days outside the window.
      const pendingRows = await trx
        .selectFrom('vitals_views')
        .select(VITALS_VIEW_COLUMNS)
        .where('rolled_up', '=', 0)
        .execute();
      const pending = rollUpViews(pendingRows.map(toVitalsView));
      const groups = merged(await perGroup(trx, window), pending);
      const { worst } = buildVitalsReport(groups, window);
      const attributions = await worstAttributions(trx, window, worst);
      const report = buildVitalsReport(merged(groups, { attributions }), window);
      const daily = buildVitalsReport(merged(await perDay(trx, window), pending), window).daily;
      return { ...report, daily };
    });
}
