import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { siteConfig } from '@/lib/site-config';

/** Measuring happens in the app: a prompt with the store badges, which (as in the footer) link nowhere. */
export function BpDownloadPrompt({ titleId }: { titleId: string }) {
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, bgcolor: tokens.surfaceMuted }}>
      <Typography id={titleId} component="h2" variant="h3">
        Download the {siteConfig.brandName} app
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2.5 }}>
        The monitor works inside the app. Install it on your phone to take your first reading.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <img src="/images/badges/app-store.svg" alt="Download on the App Store" width={150} height={46} />
        <img src="/images/badges/google-play.svg" alt="Get it on Google Play" width={150} height={46} />
      </Stack>
    </Box>
  );
}
