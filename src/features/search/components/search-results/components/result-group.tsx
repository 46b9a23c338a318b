import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SuggestionGroup } from '@/features/search/model/search-suggestions';
import styles from '@/features/search/components/search-results/components/result-group.module.css';

/** One kind's results: a heading with the count and a card per result, each opening its page as a whole; plain HTML. */
export function ResultGroup({ group }: { group: SuggestionGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.title}>
        {group.label} ({group.entries.length})
      </h2>
      <ul className={styles.grid}>
        {group.entries.map((entry) => (
          <li key={entry.id} className={styles.result}>
            <RouterLink to={entry.route} className={styles.link}>
              {entry.title}
            </RouterLink>
            {entry.line && <p className={styles.line}>{entry.line}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
