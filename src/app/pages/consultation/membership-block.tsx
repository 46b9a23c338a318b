import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { tokens } from '@theme/tokens';
import { siteConfig } from '@/lib/site-config';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import {
  GET_THE_APP_ID,
  MEMBERSHIP_MRP_INR,
  MEMBERSHIP_PRICE_INR,
  MEMBERSHIP_TERM,
  membershipBenefits,
} from '@/app/pages/consultation/consultation-content';

/**
 * The 3-month membership: price, benefits and a download button. Memberships are bought in the app and
 * the store badges have no link target, so the button leads to the page's "Get the app" section.
 */
export function MembershipBlock() {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'center',
        p: { xs: 3, md: 5 },
        my: { xs: 4, md: 6 },
        borderRadius: 3,
        border: 1,
        borderColor: tokens.border,
        bgcolor: tokens.surfaceMuted,
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography
          component="p"
          sx={{ px: 1.5, py: 0.5, borderRadius: 1, bgcolor: tokens.brand, color: tokens.textOnBrand, fontWeight: 700 }}
        >
          {MEMBERSHIP_TERM}
        </Typography>
        <Typography id={headingId} component="h2" variant="h2">
          {siteConfig.brandName} One Membership
        </Typography>
        <PriceTag price={MEMBERSHIP_PRICE_INR} mrp={MEMBERSHIP_MRP_INR} size="large" />
      </Stack>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {membershipBenefits.map((benefit) => (
            <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <CheckCircleIcon aria-hidden sx={{ color: tokens.brand }} />
              <Typography sx={{ fontWeight: 650, fontSize: '1.125rem' }}>{benefit}</Typography>
            </Box>
          ))}
        </Box>
        <Button variant="contained" size="large" href={`#${GET_THE_APP_ID}`}>
          Download the app
        </Button>
      </Stack>
    </Box>
  );
}
