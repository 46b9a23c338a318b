import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { tokens } from '@theme/tokens';
import { siteConfig } from '@/lib/site-config';
import { FIRST_CONSULT_CODE, FIRST_CONSULT_DISCOUNT } from '@/app/pages/consultation/consultation-content';

/**
 * The first-consultation offer. The code is plain text set large in a monospaced face with a slashed
 * zero (no O/0 mix-up), and one click selects all of it for copying.
 */
export function OfferBanner() {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 2, sm: 3 },
        p: { xs: 3, md: 4 },
        my: { xs: 3, md: 4 },
        borderRadius: 3,
        bgcolor: tokens.accentSoft,
        border: 1,
        borderColor: tokens.accent,
      }}
    >
      <LocalOfferOutlinedIcon aria-hidden sx={{ color: tokens.accent, fontSize: '2.5rem' }} />
      <Box sx={{ flex: 1 }}>
        <Typography id={headingId} component="h2" variant="h3">
          {FIRST_CONSULT_DISCOUNT}{' '}
          <Box component="span" sx={{ fontWeight: 500 }}>
            your first consultation
          </Box>
        </Typography>
        <Typography sx={{ mt: 1 }}>Apply the code when you book in the {siteConfig.brandName} app.</Typography>
      </Box>
      <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          Use code
        </Box>
        <Box
          component="code"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
            fontVariantNumeric: 'slashed-zero',
            fontSize: '1.5rem',
            fontWeight: 700,
            letterSpacing: '0.15em',
            color: tokens.text,
            bgcolor: tokens.surface,
            border: 2,
            borderStyle: 'dashed',
            borderColor: tokens.accent,
            borderRadius: 1,
            px: 1.5,
            py: 0.5,
            userSelect: 'all',
            cursor: 'text',
          }}
        >
          {FIRST_CONSULT_CODE}
        </Box>
      </Typography>
    </Box>
  );
}
