import { useId } from 'react';
import { RATING_LABELS, speedMessages as m } from '@/features/staff/components/speed-messages';
import styles from '@/features/staff/components/speed-sections.module.css';
import { SpeedTable } from '@/features/staff/components/speed-table';
import table from '@/features/staff/components/speed-table.module.css';
import { VITALS_RATINGS } from '@/lib/vitals/vitals-metrics';
import type { VitalsReportRow } from '@/lib/vitals/vitals-report';

export type SpeedByRouteProps = {
  /** The report's rows on the device chosen. */
  rows: readonly VitalsReportRow[];
  /** The table's caption (what, over how many days, which devices). */
  caption: string;
  /** The report's minimum of views for a row's figures. */
  minViews: number;
};

/** "By route": what the shares' bar shows and when a row has no figures, then the table. */
export function SpeedByRoute({ rows, caption, minViews }: SpeedByRouteProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {m.tableHeading}
      </h2>
      <div className={styles.legendBlock}>
        <p className={styles.note}>
          {m.tableLegend} {m.tooFewLegend(minViews)}
        </p>
        <ul className={table.legend} aria-hidden="true">
          {VITALS_RATINGS.map((rating) => (
            <li key={rating}>
              <span className={`${table.swatch} ${table[rating]}`} />
              {RATING_LABELS[rating]}
            </li>
          ))}
        </ul>
      </div>
      <SpeedTable rows={rows} caption={caption} />
    </section>
  );
}
