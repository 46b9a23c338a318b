import { useId, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { focusRing, tokens } from '@theme/tokens';
import { SEARCH_RESULTS_PATH, searchParamNames } from '@/features/search/model/search-paths';

type SearchQueryFormProps = {
  /** The query in the URL; the field starts with it. */
  query: string;
  /** Called with the trimmed text when it is not empty. */
  onSearch: (query: string) => void;
};

/**
 * The results page's own field, to change the query. A plain GET form to this page, so it works before
 * the script runs; afterwards the page navigates itself and keeps the query in the URL.
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
    <Box component="form" role="search" aria-label="Results" action={SEARCH_RESULTS_PATH} method="get" onSubmit={onSubmit} sx={{ maxWidth: '40rem' }}>
      <Box component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
        Search tests, scans, doctors and medicines
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <InputBase
          key={query}
          defaultValue={query}
          startAdornment={<SearchIcon aria-hidden="true" sx={{ color: tokens.textMuted, mr: 1 }} />}
          inputProps={{ id: inputId, name: searchParamNames.query, type: 'search', enterKeyHint: 'search', autoComplete: 'off' }}
          sx={{
            flex: '1 1 14rem',
            minHeight: 48,
            px: 1.5,
            borderRadius: 2,
            border: 1,
            borderColor: tokens.borderStrong,
            bgcolor: tokens.surface,
            '&.Mui-focused': focusRing,
          }}
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 48, px: 3 }}>
          Search
        </Button>
      </Box>
    </Box>
  );
}
