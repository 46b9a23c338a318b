import Box from '@mui/material/Box';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
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
  return <CarouselSkeleton card={<OfferCardSkeleton />} />;
}
