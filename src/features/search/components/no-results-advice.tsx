import { TextLink } from '@/design-system/page/page-container';
import { SEARCH_SUPPORT_PATH } from '@/features/search/model/search-paths';
import styles from '@/features/search/components/no-results-advice.module.css';
import { searchMessages } from '@/features/search/model/search-messages';

type NoResultsAdviceProps = {
  /** The smaller body text, for the popup. */
  small?: boolean;
};

/** Under "No results for …", in the popup and on the results page: what to try, and where to ask for help; plain HTML. */
export function NoResultsAdvice({ small = false }: NoResultsAdviceProps) {
  return (
    <p className={small ? `${styles.advice} ${styles.small}` : styles.advice}>
      {searchMessages.advice} <TextLink to={SEARCH_SUPPORT_PATH}>{searchMessages.contactSupport}</TextLink>
    </p>
  );
}
