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

const present = <T>(entries: [string, T | null][]) => Object.fromEntries(entries.filter(([, value]) => value !== null));

/** A stored row as the roll-up reads it. */
export const toVitalsView = (row: StoredVitalsView): VitalsView => ({
  day: row.day,
  route: row.route,
  device: row.device,
  lang: row.lang,
  metrics: present([
    ['LCP', row.lcp],
    ['INP', row.inp],
    ['CLS', row.cls],
    ['FCP', row.fcp],
    ['TTFB', row.ttfb],
  ]),
  attribution: present([
    ['lcpElement', row.lcp_element],
    ['inpTarget', row.inp_target],
    ['inpScript', row.inp_script],
    ['clsSource', row.cls_source],
  ]),
});

async function insertRows(trx: Transaction<Schema>, rows: readonly VitalsViewRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await trx.insertInto('vitals_views').values(rows.slice(start, start + ROWS_PER_INSERT)).execute();
  }
}

type Waiting = { row: VitalsViewRow; resolve: () => void; reject: (error: unknown) => void };

/**
 * Beacons that arrive in the same turn of the event loop are written by one multi-row INSERT, one unit of the
 * group commit: thousands a second would otherwise build and run thousands of single-row statements. Each
 * promise settles once the transaction holding its row has committed, as a lead's does.
 */
export function createVitalsViewWriter(groupCommit: GroupCommit) {
  let waiting: Waiting[] = [];

  function flush(): void {
    const batch = waiting;
    waiting = [];
    const rows = batch.map((entry) => entry.row);
    groupCommit.submit((trx) => insertRows(trx, rows)).then(
      () => batch.forEach((entry) => entry.resolve()),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  }

  return (row: VitalsViewRow): Promise<void> =>
    new Promise((resolve, reject) => {
      waiting.push({ row, resolve, reject });
      if (waiting.length === 1) setImmediate(flush);
    });
}
