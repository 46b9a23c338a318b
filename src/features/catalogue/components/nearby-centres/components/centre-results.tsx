import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import type { DiagnosticCentre } from '@/features/catalogue/schemas/diagnostic-centre';
import { centresFoundText, type CentreFilters } from '@/features/catalogue/components/nearby-centres/centre-filters';
import { CentreCard } from '@/features/catalogue/components/nearby-centres/components/centre-card';

export const centreGridColumns = { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' };

type CentreResultsProps = {
  /** The centres in the searched area. */
  centres: readonly DiagnosticCentre[];
  /** The area last searched, named in the count. */
  searched: CentreFilters;
};

/** The count (a polite live region, so each search is announced) and the centres, or a message when none match. */
export function CentreResults({ centres, searched }: CentreResultsProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pt: 4, pb: { xs: 4, md: 6 } }}>
      <Typography id={headingId} component="h2" variant="h3">
        Diagnostic centres
      </Typography>
      <Typography role="status" sx={{ color: tokens.textMuted, mt: 1, mb: 3 }}>
        {centresFoundText(centres.length, searched)}
      </Typography>
      {centres.length === 0 ? (
        <Typography sx={{ py: 3 }}>No centres found in this area. Try another city or locality, or search a whole state.</Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: centreGridColumns }}>
          {centres.map((centre) => (
            <CentreCard key={`${centre.name}|${centre.phone}`} centre={centre} />
          ))}
        </Box>
      )}
    </Box>
  );
}
