import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { offerImageSize, titleHeight } from '@/features/catalogue/components/medicine-offers/components/medicine-offer-card';

/** Like an offer card, line for line, so the loaded carousel takes the same height. */
function OfferCardSkeleton() {
  return (
    <Card sx={{ height: 1, p: 3, display: 'flex', alignItems: 'center', gap: 2, bgcolor: tokens.brandSoft }}>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h4" sx={{ minHeight: titleHeight }}>
          <Skeleton width="70%" />
        </Typography>
        <Typography sx={{ py: 0.25 }}>
          <Skeleton width="40%" />
        </Typography>
        <Typography>
          <Skeleton width="30%" />
        </Typography>
      </Box>
      <Skeleton variant="circular" width={offerImageSize} height={offerImageSize} sx={{ flexShrink: 0 }} />
    </Card>
  );
}

/** The carousel while its file loads: the arrows' row, then 1 / 2 / 3 cards by breakpoint, then the slider's row. */
export function MedicineOffersSkeleton() {
  return (
    <Box>
      <Box sx={(theme) => ({ height: theme.spacing(5.5), mb: 1 })} />
      <Box sx={{ display: 'flex', py: 1 }}>
        {[0, 1, 2].map((slot) => (
          <Box
            key={slot}
            sx={{ flex: { xs: '0 0 100%', md: '0 0 50%', lg: `0 0 ${100 / 3}%` }, px: 1, display: { xs: slot < 1 ? 'block' : 'none', md: slot < 2 ? 'block' : 'none', lg: 'block' } }}
          >
            <OfferCardSkeleton />
          </Box>
        ))}
      </Box>
      <Box sx={(theme) => ({ display: { xs: 'none', lg: 'block' }, height: theme.spacing(3.75), mt: 1 })} />
    </Box>
  );
}
