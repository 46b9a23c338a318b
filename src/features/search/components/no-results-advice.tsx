import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { SEARCH_SUPPORT_PATH } from '@/features/search/model/search-paths';

/** Under "No results for …", in the popup and on the results page: what to try, and where to ask for help. */
export function NoResultsAdvice({ variant, sx }: Pick<TypographyProps, 'variant' | 'sx'>) {
  return (
    <Typography variant={variant} sx={[{ color: tokens.textMuted }, ...(Array.isArray(sx) ? sx : [sx])]}>
      Check the spelling or try another word. Can’t find what you need?{' '}
      <Link component={RouterLink} to={SEARCH_SUPPORT_PATH}>
        Contact support
      </Link>
    </Typography>
  );
}
