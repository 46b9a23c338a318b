import { DataTable } from '@/design-system/data-table/data-table';
import type { DataTableColumn } from '@/design-system/data-table/data-table-types';
import { StatusTag } from '@/design-system/status-tag/status-tag';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { formatCount, formatVitalsValue } from '@/features/staff/components/speed-format';
import { DEVICE_LABELS, LANGUAGE_LABELS, routeLabel, speedMessages as m } from '@/features/staff/components/speed-messages';
import styles from '@/features/staff/components/speed-table.module.css';
import { VitalsRatingTag } from '@/features/staff/components/vitals-rating-tag';
import { VitalsShareBar } from '@/features/staff/components/vitals-share-bar';
import { VITALS_METRICS, type VitalsMetric } from '@/lib/vitals/vitals-metrics';
import type { VitalsReportRow } from '@/lib/vitals/vitals-report';

/** The table's column headers, also its loading skeleton's. */
export const SPEED_TABLE_HEADERS = [...Object.values(m.columns), ...VITALS_METRICS];

/** A cell without a figure: a dash to the eye, its reason to a screen reader. */
function NoFigure({ reason }: { reason: string }) {
  return (
    <span className={styles.none}>
      <span aria-hidden="true">—</span>
      <span className={hidden.visuallyHidden}>{reason}</span>
    </span>
  );
}

function MetricCell({ row, metric }: { row: VitalsReportRow; metric: VitalsMetric }) {
  const summary = row.metrics?.[metric];
  if (!summary) return <NoFigure reason={m.noFigure} />;
  if (summary.p75 === null || summary.rating === null) return <NoFigure reason={m.noMeasurement} />;
  return (
    <span className={styles.metric}>
      <span className={styles.figure}>
        <span className={styles.value}>{formatVitalsValue(metric, summary.p75)}</span> <VitalsRatingTag rating={summary.rating} />
      </span>
      <VitalsShareBar shares={summary.shares} />
    </span>
  );
}

const rowKey = (row: VitalsReportRow) => `${row.route}|${row.device}|${row.lang}`;

const columns: DataTableColumn<VitalsReportRow>[] = [
  { id: 'route', header: m.columns.route, cell: (row) => routeLabel(row.route) },
  { id: 'device', header: m.columns.device, cell: (row) => DEVICE_LABELS[row.device] },
  { id: 'lang', header: m.columns.lang, cell: (row) => LANGUAGE_LABELS[row.lang] },
  {
    id: 'views',
    header: m.columns.views,
    align: 'end',
    cell: (row) => (
      <span className={styles.views}>
        {formatCount(row.views)}
        {row.tooFew && <StatusTag label={m.tooFew} />}
      </span>
    ),
  },
  ...VITALS_METRICS.map((metric): DataTableColumn<VitalsReportRow> => ({ id: metric, header: metric, nowrap: true, cell: (row) => <MetricCell row={row} metric={metric} /> })),
];

export type SpeedTableProps = {
  /** The report's rows on the device chosen, in the report's order. */
  rows: readonly VitalsReportRow[];
  /** What the table holds, e.g. "p75 by route, device and language over 28 days, all devices". */
  caption: string;
};

/** One row per route × device × language: views, then each metric's p75, rating and shares; too few views, no figures. */
export function SpeedTable({ rows, caption }: SpeedTableProps) {
  return <DataTable caption={caption} captionHidden columns={columns} rows={rows} rowKey={rowKey} />;
}
