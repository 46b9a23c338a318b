import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { selfCheckCardHeightSx } from '@/features/catalogue/components/self-checks/components/self-check-card-height';

function SelfCheckCardSkeleton() {
  return (
    <Card sx={(theme) => ({ height: selfCheckCardHeightSx(theme), p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 })}>
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" sx={{ height: (theme) => theme.spacing(9) }} />
      <Skeleton variant="text" width="85%" />
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="rounded" width="40%" sx={{ mt: 'auto', height: (theme) => theme.spacing(5) }} />
    </Card>
  );
}

/** Placeholders laid out like the loaded carousel, with cards of the card's fixed height. */
export function SelfCheckSkeletons() {
  return (
    <Box data-testid="self-check-skeletons">
      <CarouselSkeleton card={<SelfCheckCardSkeleton />} />
    </Box>
  );
}
