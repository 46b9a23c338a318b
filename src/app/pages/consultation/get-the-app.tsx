import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { siteConfig } from '@/lib/site-config';
import { GET_THE_APP_ID } from '@/app/pages/consultation/consultation-content';

const headingId = `${GET_THE_APP_ID}-heading`;

/**
 * Where the membership's download button lands: bookings happen in the app, and the store badges
 * have no link target (spec §2), so this says how to find the app rather than faking a store link.
 */
export function GetTheApp() {
  return (
    <Box
      component="section"
      id={GET_THE_APP_ID}
      aria-labelledby={headingId}
      sx={(theme) => ({
        scrollMarginTop: theme.spacing(11),
        my: { xs: 4, md: 6 },
        p: { xs: 3, md: 5 },
        borderRadius: 3,
        border: 1,
        borderColor: tokens.border,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' },
        alignItems: 'center',
      })}
    >
      <div>
        <Typography id={headingId} component="h2" variant="h2">
          Get the {siteConfig.brandName} app
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: '60ch' }}>
          Consultations, bookings and memberships happen in the {siteConfig.brandName} app. Search for “{siteConfig.brandName}” on the
          App Store or Google Play, then pick a speciality to book your first consultation.
        </Typography>
      </div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, justifyContent: { md: 'flex-end' } }}>
        <img src="/images/badges/app-store.svg" alt="Download on the App Store" width={150} height={46} loading="lazy" />
        <img src="/images/badges/google-play.svg" alt="Get it on Google Play" width={150} height={46} loading="lazy" />
      </Stack>
    </Box>
  );
}
