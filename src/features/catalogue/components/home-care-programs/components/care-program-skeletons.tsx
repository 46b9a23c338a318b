import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { careProgramCardHeightSx } from '@/features/catalogue/components/home-care-programs/components/care-program-card-height';

function CareProgramCardSkeleton() {
  return (
    <Card sx={(theme) => ({ height: careProgramCardHeightSx(theme), p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 })}>
      <Skeleton variant="rounded" width="35%" sx={{ height: (theme) => theme.spacing(3.5) }} />
      <Skeleton variant="text" width="75%" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="text" width="30%" sx={{ mt: 'auto' }} />
      <Skeleton variant="rounded" sx={{ height: (theme) => theme.spacing(5) }} />
    </Card>
  );
}

/** Placeholders laid out like the loaded carousel, with cards of the card's fixed height. */
export function CareProgramSkeletons() {
  return (
    <Box data-testid="care-program-skeletons">
      <CarouselSkeleton card={<CareProgramCardSkeleton />} />
    </Box>
  );
}
