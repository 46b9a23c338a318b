import { Link as RouterLink } from 'react-router-dom';
import type { SearchKind } from '@/features/search/model/search-entry';
import { searchResultsHref } from '@/features/search/model/search-paths';
import type { SuggestionGroup } from '@/features/search/model/search-suggestions';
import chipStyles from '@/features/search/components/search-results/components/chip-link.module.css';
import { searchResultsMessages } from '@/features/search/components/search-results/search-results-messages';

type KindFilterProps = {
  query: string;
  /** Every kind with results. */
  kinds: SuggestionGroup[];
  /** The kind shown, or undefined for all. */
  kind: SearchKind | undefined;
  total: number;
};

/**
 * Filter chips: links that keep the query and the kind in the URL, so a filtered list can be shared. They
 * replace the history entry: Back returns to the previous query, not through every chip tried. Plain HTML.
 */
export function KindFilter({ query, kinds, kind, total }: KindFilterProps) {
  const chips = [{ key: 'all', label: searchResultsMessages.all(total), href: searchResultsHref(query), current: kind === undefined }].concat(
    kinds.map((group) => ({
      key: group.kind,
      label: `${group.label} (${group.entries.length})`,
      href: searchResultsHref(query, group.kind),
      current: group.kind === kind,
    })),
  );
  return (
    <nav aria-label={searchResultsMessages.filter}>
      <ul className={chipStyles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <RouterLink
              to={chip.href}
              replace
              aria-current={chip.current ? 'true' : undefined}
              className={chip.current ? `${chipStyles.chip} ${chipStyles.current}` : chipStyles.chip}
            >
              <span className={chipStyles.label}>{chip.label}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
