import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import type { IncludedTest } from '@/features/catalogue/schemas/health-check-detail';

/** Tests listed before View All Tests; the rest open on request. */
export const TESTS_SHOWN_FIRST = 6;

const countText = (count: number) => `${count} ${count === 1 ? 'test' : 'tests'}`;

/** The included tests (name and count); a long list shows its first few and a View All Tests disclosure. */
export function IncludedTests({ tests }: { tests: readonly IncludedTest[] }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const truncated = tests.length > TESTS_SHOWN_FIRST;
  const shown = truncated && !expanded ? tests.slice(0, TESTS_SHOWN_FIRST) : tests;
  return (
    <>
      <Box component="ul" id={listId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {shown.map((test) => (
          <Box
            component="li"
            key={test.name}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, p: 2, borderRadius: 1, bgcolor: tokens.surfaceMuted }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {test.name}
            </Typography>
            <Typography component="span" sx={{ color: tokens.textMuted, flexShrink: 0 }}>
              {countText(test.count)}
            </Typography>
          </Box>
        ))}
      </Box>
      {truncated && (
        <Button variant="outlined" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)} sx={{ mt: 2 }}>
          {expanded ? 'Show Fewer Tests' : 'View All Tests'}
        </Button>
      )}
    </>
  );
}
