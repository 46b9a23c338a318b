import { onSpeedDevice, type SpeedFilters } from '@/features/staff/api/speed-filters-schema';
import { SpeedByDay } from '@/features/staff/components/speed-by-day';
import { SpeedByRoute } from '@/features/staff/components/speed-by-route';
import { formatCount, formatDay } from '@/features/staff/components/speed-format';
import { speedMessages as m } from '@/features/staff/components/speed-messages';
import styles from '@/features/staff/components/speed-sections.module.css';
import { SpeedWorstRoutes } from '@/features/staff/components/speed-worst-routes';
import type { VitalsMetric } from '@/lib/vitals/vitals-metrics';
import type { VitalsReport, VitalsReportRow } from '@/lib/vitals/vitals-report';

export type SpeedReportProps = {
  report: VitalsReport;
  /** The report's rows on the device chosen. */
  rows: readonly VitalsReportRow[];
  filters: SpeedFilters;
  onMetricChange: (metric: VitalsMetric) => void;
};

/** The report on the device chosen: its window and views, the table by route, the chart by day and the worst routes. */
export function SpeedReport({ report, rows, filters, onMetricChange }: SpeedReportProps) {
  const views = rows.reduce((sum, row) => sum + row.views, 0);
  return (
    <div className={styles.report}>
      <p className={styles.summaryLine}>{m.summary(formatDay(report.from, { withYear: true }), formatDay(report.to, { withYear: true }), formatCount(views))}</p>
      <SpeedByRoute rows={rows} caption={m.tableCaption(report.days, filters.device)} minViews={report.minViews} />
      <SpeedByDay report={report} metric={filters.metric} device={filters.device} onMetricChange={onMetricChange} />
      <SpeedWorstRoutes worst={report.worst.filter(onSpeedDevice(filters.device))} />
    </div>
  );
}
