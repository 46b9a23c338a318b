import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import results from '@/features/search/components/search-results/components/result-group.module.css';
import styles from '@/features/search/components/search-results/components/results-loading.module.css';

/**
 * While the index (or the results' code) loads, under the summary line: busy for assistive tech, which hears
 * "Loading results", and a skeleton of the chips and a group of result cards (MUI's Skeleton look, without MUI).
 */
export function ResultsLoading() {
  return (
    <div aria-busy="true">
      <span className={hidden.visuallyHidden}>Loading results</span>
      <div aria-hidden>
        <div className={styles.chips}>
          {['6rem', '8rem', '7rem'].map((width) => (
            <span key={width} className={`${styles.skeleton} ${styles.chip}`} style={{ width }} />
          ))}
        </div>
        <span className={`${styles.skeleton} ${styles.heading}`} />
        <div className={results.grid}>
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} className={`${styles.skeleton} ${styles.card}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
