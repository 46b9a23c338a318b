import type { Transaction } from 'kysely';
import { VITALS_ATTRIBUTION_KINDS, VITALS_ATTRIBUTION_METRIC, type VitalsAttributionKind } from '@/lib/vitals/vitals-metrics';
import { buildVitalsReport, type VitalsReport } from '@/lib/vitals/vitals-report';
import { rollUpViews, type VitalsAttributionCount, type VitalsGroup, type VitalsHistogramCount, type VitalsRollup, type VitalsViewCount } from '@/lib/vitals/vitals-rollup';
import { VITALS_UNKNOWN_ROUTE } from '@/lib/vitals/vitals-routes';
import type { StorageEngine } from './engines/storage-engine';
import type { Schema } from './schema';
import { addPackedCountsTo, BUCKET_BOUNDS } from './vitals-bucket-counts';
import { toVitalsView, VITALS_VIEW_COLUMNS } from './vitals-views';

type Window = { from: string; to: string };
type Trx = Transaction<Schema>;

const groupKeyOf = ({ route, device, lang }: VitalsGroup) => `${route}|${device}|${lang}`;

/** More than the report names per row and kind, so the SQL's cut never decides which ones it shows. */
const ATTRIBUTIONS_READ = 50;

/** Each row of the chart's rollup needs a group; the chart reads only its day and device. */
const ANY_GROUP = { route: VITALS_UNKNOWN_ROUTE, lang: 'en' } as const;

type HistogramKey = Omit<VitalsHistogramCount, 'bucket' | 'count'>;

/** Histogram counts summed per key into arrays indexed by bucket (BUCKET_BOUNDS): millions of stored pairs add up fast. */
class HistogramSums {
  private readonly sums = new Map<string, { key: HistogramKey; counts: Float64Array }>();
  /** The array `key`'s counts are summed into. */
  of(key: HistogramKey): Float64Array {
    const id = `${key.day}|${key.route}|${key.device}|${key.lang}|${key.metric}|${key.rating}`;
    return (this.sums.get(id) ?? this.sums.set(id, { key, counts: new Float64Array(BUCKET_BOUNDS.length) }).get(id)!).counts;
  }
  entries(): VitalsHistogramCount[] {
    const entries: VitalsHistogramCount[] = [];
    for (const { key, counts } of this.sums.values()) {
      const { day, route, device, lang, metric, rating } = key;
      counts.forEach((count, index) => count > 0 && entries.push({ day, route, device, lang, metric, rating, bucket: BUCKET_BOUNDS[index]!, count }));
    }
    return entries;
  }
}

type DailySums = { perGroup: Pick<VitalsRollup, 'views' | 'histograms'>; perDay: Pick<VitalsRollup, 'views' | 'histograms'> };

/**
 * The window's daily tables, summed two ways: per group over the days (the report's rows, each dated the window's
 * last day), and per day and device over routes and languages (its chart). One scan of each table.
 */
async function dailySums(trx: Trx, { from, to }: Window): Promise<DailySums> {
  const views = await trx.selectFrom('vitals_daily_views').selectAll().where('day', '>=', from).where('day', '<=', to).execute();
  const histograms = await trx.selectFrom('vitals_daily_histograms').selectAll().where('day', '>=', from).where('day', '<=', to).execute();
  const [groupViews, dayViews] = [new Map<string, VitalsViewCount>(), new Map<string, VitalsViewCount>()];
  const count = (sums: Map<string, VitalsViewCount>, id: string, entry: Omit<VitalsViewCount, 'views'>, views: number) => {
    const sum = sums.get(id) ?? sums.set(id, { ...entry, views: 0 }).get(id)!;
    sum.views += views;
  };
  for (const { day, route, device, lang, views: viewCount } of views) {
    count(groupViews, `${route}|${device}|${lang}`, { day: to, route, device, lang }, Number(viewCount));
    count(dayViews, `${day}|${device}`, { day, device, ...ANY_GROUP }, Number(viewCount));
  }
  const [groupHistograms, dayHistograms] = [new HistogramSums(), new HistogramSums()];
  for (const { day, route, device, lang, metric, rating, counts } of histograms) {
    addPackedCountsTo(counts, groupHistograms.of({ day: to, route, device, lang, metric, rating }), dayHistograms.of({ day, device, metric, rating, ...ANY_GROUP }));
  }
  return {
    perGroup: { views: [...groupViews.values()], histograms: groupHistograms.entries() },
    perDay: { views: [...dayViews.values()], histograms: dayHistograms.entries() },
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
    const key = groupKeyOf({ route, device, lang });
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
 * The report over `window`: the daily tables (at most days × groups × 15 histogram rows, however many views they
 * count) plus the views not yet rolled up, through the one report code. One snapshot: a roll-up
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
      const { perGroup, perDay } = await dailySums(trx, window);
      const groups = merged(perGroup, pending);
      const report = buildVitalsReport(groups, window);
      // The worst rows again from their own groups alone, with the attributions read for them: the same rows (each
      // metric's worst are among those groups), without a second pass over every group's histograms.
      const worstGroups = new Set(report.worst.map(groupKeyOf));
      const ofWorst = <T extends VitalsGroup>(entries: readonly T[]) => entries.filter((entry) => worstGroups.has(groupKeyOf(entry)));
      const attributions = [...(await worstAttributions(trx, window, report.worst)), ...ofWorst(groups.attributions)];
      const { worst } = buildVitalsReport({ views: ofWorst(groups.views), histograms: ofWorst(groups.histograms), attributions }, window);
      // No row of the chart's rollup is to be summarised (it has one group per device): every one is "too few".
      const daily = buildVitalsReport(merged(perDay, pending), window, Number.POSITIVE_INFINITY).daily;
      return { ...report, worst, daily };
    });
}
