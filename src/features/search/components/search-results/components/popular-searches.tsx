import { Link as RouterLink } from 'react-router-dom';
import { searchKindLabels, searchKinds } from '@/features/search/model/search-entry';
import { searchResultsHref } from '@/features/search/model/search-paths';
import { popularSearches } from '@/features/search/model/popular-searches';
import chip from '@/features/search/components/search-results/components/chip-link.module.css';
import styles from '@/features/search/components/search-results/components/popular-searches.module.css';
import { searchResultsMessages } from '@/features/search/components/search-results/search-results-messages';

/** Before a query (and in the prerendered page): what can be found, and common searches to start from; plain HTML. */
export function PopularSearches() {
  const kinds = searchKinds.map((kind) => searchKindLabels[kind].toLowerCase());
  return (
    <section aria-labelledby="popular-searches" className={styles.section}>
      <p className={styles.text}>
        {searchResultsMessages.intro(kinds)}
      </p>
      <h2 id="popular-searches" className={styles.title}>
        {searchResultsMessages.popular}
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
