import { useId, type FormEvent } from 'react';
import { plainButtonClassName } from '@/design-system/button/plain-button';
import { Icon } from '@/design-system/icon/icon';
import { searchPath } from '@/design-system/icon/material-icon-paths';
import { SEARCH_RESULTS_PATH, searchParamNames } from '@/features/search/model/search-paths';
import styles from '@/features/search/components/search-results/components/search-query-form.module.css';
import { pathInLocale } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';
import { searchResultsMessages } from '@/features/search/components/search-results/search-results-messages';

type SearchQueryFormProps = {
  /** The query in the URL; the field starts with it. */
  query: string;
  /** Called with the trimmed text when it is not empty. */
  onSearch: (query: string) => void;
};

/**
 * The results page's own field, to change the query. A plain GET form to this page, so it works before
 * the script runs; afterwards the page navigates itself and keeps the query in the URL. Plain HTML.
 */
export function SearchQueryForm({ query, onSearch }: SearchQueryFormProps) {
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get(searchParamNames.query);
    const trimmed = typeof text === 'string' ? text.trim() : '';
    if (trimmed !== '') onSearch(trimmed);
  };
  return (
    <form role="search" aria-label={searchResultsMessages.landmark} action={pathInLocale(pageLocale, SEARCH_RESULTS_PATH)} method="get" onSubmit={onSubmit} className={styles.form}>
      <label htmlFor={inputId} className={styles.label}>
        {searchResultsMessages.label}
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <Icon path={searchPath} className={styles.icon} />
          <input
            key={query}
            defaultValue={query}
            id={inputId}
            name={searchParamNames.query}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            className={styles.input}
          />
        </div>
        <button type="submit" className={`${plainButtonClassName()} ${styles.submit}`}>
          {searchResultsMessages.submit}
        </button>
      </div>
    </form>
  );
}
