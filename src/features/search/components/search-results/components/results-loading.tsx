import { Skeleton } from '@/design-system/skeleton/skeleton';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import results from '@/features/search/components/search-results/components/result-group.module.css';
import styles from '@/features/search/components/search-results/components/results-loading.module.css';
import { searchResultsMessages } from '@/features/search/components/search-results/search-results-messages';

/**
 * While the index (or the results' code) loads, under the summary line: busy for assistive tech, which hears
 * "Loading results", and a skeleton of the chips and a group of result cards.
 */
export function ResultsLoading() {
  return (
    <div aria-busy="true" className={styles.loading}>
      <span className={hidden.visuallyHidden}>{searchResultsMessages.loading}</span>
      <div aria-hidden>
        <div className={styles.chips}>
          {['6rem', '8rem', '7rem'].map((width) => (
            <Skeleton key={width} variant="rounded" width={width} className={styles.chip} />
          ))}
        </div>
        <Skeleton variant="text" className={styles.heading} />
        <div className={results.grid}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" className={styles.card} />
          ))}
        </div>
      </div>
    </div>
  );
}
