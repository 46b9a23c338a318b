import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { tokens } from '@theme/tokens';
import type { SearchKind } from '@/features/search/model/search-entry';
import { searchResultsHref } from '@/features/search/model/search-paths';
import type { SuggestionGroup } from '@/features/search/model/search-suggestions';

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
 * replace the history entry: Back returns to the previous query, not through every chip tried.
 */
export function KindFilter({ query, kinds, kind, total }: KindFilterProps) {
  const chips = [{ key: 'all', label: `All (${total})`, href: searchResultsHref(query), current: kind === undefined }].concat(
    kinds.map((group) => ({
      key: group.kind,
      label: `${group.label} (${group.entries.length})`,
      href: searchResultsHref(query, group.kind),
      current: group.kind === kind,
    })),
  );
  return (
    <Box component="nav" aria-label="Filter results by kind">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Chip
              component={RouterLink}
              to={chip.href}
              replace
              clickable
              aria-current={chip.current ? 'true' : undefined}
              label={chip.label}
              variant={chip.current ? 'filled' : 'outlined'}
              color={chip.current ? 'primary' : 'default'}
              sx={{ minHeight: 40, fontSize: '1rem', ...(chip.current ? {} : { borderColor: tokens.borderStrong }) }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
