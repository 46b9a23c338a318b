import { speedMessages as m } from '@/features/staff/components/speed-messages';
import { formatPercent, sharePercentages } from '@/features/staff/components/speed-format';
import styles from '@/features/staff/components/speed-table.module.css';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { VITALS_RATINGS, type VitalsRating } from '@/lib/vitals/vitals-metrics';

/**
 * The shares of good, needs improvement and poor views as a stacked bar, always in that order, with the
 * percentages written beside it; screen readers get the same figures with their words.
 */
export function VitalsShareBar({ shares }: { shares: Readonly<Record<VitalsRating, number>> }) {
  const percent = sharePercentages(shares);
  const [good, needsImprovement, poor] = VITALS_RATINGS.map((rating) => formatPercent(percent[rating]));
  return (
    <span className={styles.shares}>
      <span className={styles.bar} aria-hidden="true">
        {VITALS_RATINGS.filter((rating) => percent[rating] > 0).map((rating) => (
          <span key={rating} className={`${styles.segment} ${styles[rating]}`} style={{ flexGrow: percent[rating] }} />
        ))}
      </span>
      <span className={styles.shareText} aria-hidden="true">
        {[good, needsImprovement, poor].join(' · ')}
      </span>
      <span className={hidden.visuallyHidden}>{m.shares(good ?? '', needsImprovement ?? '', poor ?? '')}</span>
    </span>
  );
}
