import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { NoResultsAdvice } from '@/features/search/components/no-results-advice';

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
          <Typography>Loading search…</Typography>
        </Box>
      );
    case 'no-results':
      return (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>No results for “{props.query}”</Typography>
          <Box sx={{ mt: 0.5 }}>
            <NoResultsAdvice small />
          </Box>
        </Box>
      );
    case 'error':
      return (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600, color: tokens.error }}>Search could not be loaded.</Typography>
          <Typography variant="body2" sx={{ color: tokens.textMuted, mt: 0.5, mb: 1 }}>
            Check your connection and try again.
          </Typography>
          <Button variant="outlined" size="small" onClick={() => props.onRetry()}>
            Try again
          </Button>
        </Box>
      );
  }
}
