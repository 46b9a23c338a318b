import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import type { SuggestionGroup } from '@/features/search/model/search-suggestions';

/** Cards per row by breakpoint; the loading skeleton uses the same grid. */
export const resultGridColumns = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' };

/** One kind's results: a heading with the count and a card per result, each opening its page as a whole. */
export function ResultGroup({ group }: { group: SuggestionGroup }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
        {group.label} ({group.entries.length})
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: resultGridColumns }}>
        {group.entries.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            sx={{
              position: 'relative',
              p: 2,
              border: 1,
              borderColor: tokens.border,
              borderRadius: 2,
              bgcolor: tokens.surface,
              '&:hover': { borderColor: tokens.brand, bgcolor: tokens.brandSoft },
            }}
          >
            <Link
              component={RouterLink}
              to={entry.route}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere', '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 } }}
            >
              {entry.title}
            </Link>
            {entry.line && (
              <Typography variant="body2" sx={{ color: tokens.textMuted, mt: 0.5 }}>
                {entry.line}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
