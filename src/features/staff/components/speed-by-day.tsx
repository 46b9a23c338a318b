import { useId } from 'react';
import { NativeSelect } from '@/design-system/form/native-select';
import type { SpeedDeviceChoice } from '@/features/staff/api/speed-filters-schema';
import { SpeedChart } from '@/features/staff/components/speed-chart';
import { speedChartData } from '@/features/staff/components/speed-chart-data';
import { SpeedDailyTable } from '@/features/staff/components/speed-daily-table';
import { formatVitalsValue } from '@/features/staff/components/speed-format';
import { METRIC_NAMES, speedMessages as m } from '@/features/staff/components/speed-messages';
import styles from '@/features/staff/components/speed-sections.module.css';
import { VITALS_METRICS, VITALS_THRESHOLDS, type VitalsMetric } from '@/lib/vitals/vitals-metrics';
import type { VitalsReport } from '@/lib/vitals/vitals-report';

const METRIC_OPTIONS = VITALS_METRICS.map((metric) => ({ value: metric, label: `${metric}: ${METRIC_NAMES[metric]}` }));

export type SpeedByDayProps = {
  report: VitalsReport;
  /** The metric drawn. */
  metric: VitalsMetric;
  /** The device chosen: its line, or one line per device. */
  device: SpeedDeviceChoice;
  /** Called with the metric picked; the chart follows at once. */
  onMetricChange: (metric: VitalsMetric) => void;
};

/** "p75 by day": the metric to draw, the chart, and its figures as a table in a disclosure (closed at first). */
export function SpeedByDay({ report, metric, device, onMetricChange }: SpeedByDayProps) {
  const headingId = useId();
  const selectId = useId();
  const captionId = useId();
  const data = speedChartData(report, metric, device);
  const caption = m.chartCaption(metric, device);
  const [good, poor] = VITALS_THRESHOLDS[metric].map((value) => formatVitalsValue(metric, value));
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.heading}>
          {m.chartHeading}
        </h2>
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.label}>
            {m.chartMetric}
          </label>
          <NativeSelect
            id={selectId}
            name="metric"
            value={metric}
            options={METRIC_OPTIONS}
            onChange={(event) => onMetricChange(VITALS_METRICS.find((option) => option === event.target.value) ?? metric)}
          />
        </div>
      </div>
      <figure className={styles.figure} aria-labelledby={captionId}>
        <figcaption id={captionId} className={styles.caption}>
          {caption}
        </figcaption>
        <SpeedChart data={data} />
        <p className={styles.note}>{m.chartThresholds(good ?? '', poor ?? '')}</p>
      </figure>
      <details className={styles.details}>
        <summary className={styles.summary}>{m.chartTable}</summary>
        <SpeedDailyTable data={data} caption={caption} />
      </details>
    </section>
  );
}
