import { DataTable } from '@/design-system/data-table/data-table';
import type { DataTableColumn } from '@/design-system/data-table/data-table-types';
import { formatVitalsValue } from '@/features/staff/components/speed-format';
import { METRIC_MEANINGS, METRIC_NAMES, speedMessages as m } from '@/features/staff/components/speed-messages';
import styles from '@/features/staff/components/speed-sections.module.css';
import { VITALS_METRICS, VITALS_THRESHOLDS, type VitalsMetric } from '@/lib/vitals/vitals-metrics';

const columns: DataTableColumn<VitalsMetric>[] = [
  { id: 'metric', header: m.aboutMetric, cell: (metric) => `${metric}: ${METRIC_NAMES[metric]}` },
  { id: 'measures', header: m.aboutMeasures, cell: (metric) => METRIC_MEANINGS[metric] },
  { id: 'good', header: m.aboutGood, nowrap: true, cell: (metric) => m.aboutGoodValue(formatVitalsValue(metric, VITALS_THRESHOLDS[metric][0])) },
  { id: 'poor', header: m.aboutPoor, nowrap: true, cell: (metric) => m.aboutPoorValue(formatVitalsValue(metric, VITALS_THRESHOLDS[metric][1])) },
];

/** What each metric measures and Google's thresholds for it, in a disclosure (closed at first). */
export function SpeedAbout() {
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{m.aboutHeading}</summary>
      <DataTable caption={m.aboutCaption} columns={columns} rows={VITALS_METRICS} rowKey={(metric) => metric} />
    </details>
  );
}
