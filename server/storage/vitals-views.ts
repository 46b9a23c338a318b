import type { Insertable, Selectable, Transaction } from 'kysely';
import type { VitalsBeacon } from '@/lib/vitals/vitals-beacon';
import type { VitalsDevice } from '@/lib/vitals/vitals-metrics';
import type { VitalsView } from '@/lib/vitals/vitals-rollup';
import type { VitalsRoute } from '@/lib/vitals/vitals-routes';
import type { GroupCommit } from './group-commit';
import type { Schema } from './schema';
import type { VitalsViewsTable } from './vitals-schema';

export type VitalsViewRow = Insertable<VitalsViewsTable>;

/** Rows per INSERT: 16 columns each stays far below both engines' limit on bound parameters. */
const ROWS_PER_INSERT = 400;

/** A beacon as stored: its day in India, the device class the route derived; nothing else about the request. */
export function toVitalsViewRow(beacon: VitalsBeacon, device: VitalsDevice, day: string): VitalsViewRow {
  const { metrics, attribution } = beacon;
  return {
    day,
    // vitalsBeaconSchema has refined it to a pattern of the route table.
    route: beacon.route as VitalsRoute,
    lang: beacon.lang,
    device,
    navigation_type: beacon.navigationType,
    effective_type: beacon.effectiveType ?? null,
    lcp: metrics.LCP?.value ?? null,
    inp: metrics.INP?.value ?? null,
    cls: metrics.CLS?.value ?? null,
    fcp: metrics.FCP?.value ?? null,
    ttfb: metrics.TTFB?.value ?? null,
    lcp_element: attribution?.lcpElement ?? null,
    inp_target: attribution?.inpTarget ?? null,
    inp_script: attribution?.inpScript ?? null,
    cls_source: attribution?.clsSource ?? null,
  };
}

export const VITALS_VIEW_COLUMNS = ['day', 'route', 'lang', 'device', 'lcp', 'inp', 'cls', 'fcp', 'ttfb', 'lcp_element', 'inp_target', 'inp_script', 'cls_source'] as const;
export type StoredVitalsView = Pick<Selectable<VitalsViewsTable>, (typeof VITALS_VIEW_COLUMNS)[number]>;

/** A stored row as the roll-up reads it (a loop over its columns, not a generic one: it runs for every view). */
export function toVitalsView(row: StoredVitalsView): VitalsView {
  const metrics: VitalsView['metrics'] = {};
  if (row.lcp !== null) metrics.LCP = row.lcp;
  if (row.inp !== null) metrics.INP = row.inp;
  if (row.cls !== null) metrics.CLS = row.cls;
  if (row.fcp !== null) metrics.FCP = row.fcp;
  if (row.ttfb !== null) metrics.TTFB = row.ttfb;
  const attribution: NonNullable<VitalsView['attribution']> = {};
  if (row.lcp_element !== null) attribution.lcpElement = row.lcp_element;
  if (row.inp_target !== null) attribution.inpTarget = row.inp_target;
  if (row.inp_script !== null) attribution.inpScript = row.inp_script;
  if (row.cls_source !== null) attribution.clsSource = row.cls_source;
  return { day: row.day, route: row.route, device: row.device, lang: row.lang, metrics, attribution };
}

async function insertRows(trx: Transaction<Schema>, rows: readonly VitalsViewRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await trx.insertInto('vitals_views').values(rows.slice(start, start + ROWS_PER_INSERT)).execute();
  }
}

type Waiting = { row: VitalsViewRow; resolve: () => void; reject: (error: unknown) => void };

/**
 * The least time between two commits of beacons. A commit on SQLite is an fsync that holds the event loop (about
 * a millisecond here, more on a busy disk); at thousands of beacons a second, one per turn of the loop would be
 * hundreds a second, most of the server's time. Ten a second keeps it small; a lone beacon is written at once.
 */
export const VITALS_WRITE_GAP_MS = 100;

/**
 * Beacons are written in batches, one multi-row INSERT per batch and one unit of the group commit: at most one
 * commit per VITALS_WRITE_GAP_MS. Each promise settles once the transaction holding its row has committed, as a
 * lead's does; `flush` writes what is waiting now (before a report, and when the server stops).
 */
export function createVitalsViewWriter(groupCommit: GroupCommit, clock: () => number = Date.now) {
  let waiting: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  let lastWrite = -Infinity;

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return Promise.resolve();
    lastWrite = clock();
    const rows = batch.map((entry) => entry.row);
    return groupCommit.submit((trx) => insertRows(trx, rows)).then(
      () => batch.forEach((entry) => entry.resolve()),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  }

  function write(row: VitalsViewRow): Promise<void> {
    return new Promise((resolve, reject) => {
      waiting.push({ row, resolve, reject });
      if (waiting.length > 1) return;
      const wait = Math.max(0, lastWrite + VITALS_WRITE_GAP_MS - clock());
      timer = setTimeout(() => void flush(), wait);
    });
  }

  return { write, flush };
}
