import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { NoResultsAdvice } from '@/features/search/components/no-results-advice';
import { searchFieldMessages } from '@/features/search/components/search-field/search-field-messages';
import { searchMessages } from '@/features/search/model/search-messages';

type SearchMessageProps =
  | { state: 'loading' }
  | { state: 'no-results'; query: string }
  | { state: 'error'; onRetry: () => void };

/**
 * What the popup shows instead of suggestions. Not a live region: the field's status region announces
 * the same words once.
 */
export function SearchMessage(props: SearchMessageProps) {
  switch (props.state) {
    case 'loading':
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>{searchFieldMessages.loading}</Typography>
        </Box>
      );
    case 'no-results':
      return (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{searchMessages.noResults(props.query)}</Typography>
          <Box sx={{ mt: 0.5 }}>
            <NoResultsAdvice small />
          </Box>
        </Box>
      );
    case 'error':
      return (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600, color: tokens.error }}>{searchMessages.loadFailed}</Typography>
          <Typography variant="body2" sx={{ color: tokens.textMuted, mt: 0.5, mb: 1 }}>
            {searchMessages.checkConnection}
          </Typography>
          <Button variant="outlined" size="small" onClick={() => props.onRetry()}>
            {searchFieldMessages.tryAgain}
          </Button>
        </Box>
      );
  }
}
