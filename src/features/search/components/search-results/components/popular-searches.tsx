import { Link as RouterLink } from 'react-router-dom';
import { searchKindLabels, searchKinds } from '@/features/search/model/search-entry';
import { searchResultsHref } from '@/features/search/model/search-paths';
import { popularSearches } from '@/features/search/model/popular-searches';
import chip from '@/features/search/components/search-results/components/chip-link.module.css';
import styles from '@/features/search/components/search-results/components/popular-searches.module.css';

/** Before a query (and in the prerendered page): what can be found, and common searches to start from; plain HTML. */
export function PopularSearches() {
  const kinds = searchKinds.map((kind) => searchKindLabels[kind].toLowerCase());
  return (
    <section aria-labelledby="popular-searches" className={styles.section}>
      <p className={styles.text}>
        Search everything we offer in one place: {kinds.slice(0, -1).join(', ')} and {kinds.at(-1)}. Type a test, a scan, a
        condition, a medicine or a doctor’s name; small spelling mistakes are fine.
      </p>
      <h2 id="popular-searches" className={styles.title}>
        Popular searches
      </h2>
      <ul className={chip.chips}>
        {popularSearches.map((query) => (
          <li key={query}>
            <RouterLink to={searchResultsHref(query)} className={chip.chip}>
              <span className={chip.label}>{query}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
