import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { searchKindLabels, searchKinds } from '@/features/search/model/search-entry';
import { searchResultsHref } from '@/features/search/model/search-paths';
import { popularSearches } from '@/features/search/model/popular-searches';

/** Before a query (and in the prerendered page): what can be found, and common searches to start from. */
export function PopularSearches() {
  const kinds = searchKinds.map((kind) => searchKindLabels[kind].toLowerCase());
  return (
    <Box component="section" aria-labelledby="popular-searches" sx={{ mt: 4 }}>
      <Typography sx={{ color: tokens.textMuted, maxWidth: '60ch' }}>
        Search everything we offer in one place: {kinds.slice(0, -1).join(', ')} and {kinds.at(-1)}. Type a test, a scan, a
        condition, a medicine or a doctor’s name; small spelling mistakes are fine.
      </Typography>
      <Typography id="popular-searches" component="h2" variant="h3" sx={{ mt: 4, mb: 2 }}>
        Popular searches
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {popularSearches.map((query) => (
          <li key={query}>
            <Chip component={RouterLink} to={searchResultsHref(query)} clickable label={query} variant="outlined" sx={{ minHeight: 40, fontSize: '1rem', borderColor: tokens.borderStrong }} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
