import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { specialityImageSize } from '@/features/catalogue/components/consultation-specialities/components/speciality-card';

const conditionRows = 4;

function SpecialityCardSkeleton() {
  return (
    <Card sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Skeleton variant="circular" width={specialityImageSize} height={specialityImageSize} sx={{ flexShrink: 0 }} />
        <Skeleton variant="text" sx={{ flex: 1, fontSize: '1.125rem' }} />
      </Box>
      <div>
        <Skeleton variant="text" width="30%" sx={{ mb: 0.5 }} />
        <Stack spacing={0.5}>
          {Array.from({ length: conditionRows }, (_, row) => (
            <Skeleton key={row} variant="text" width={`${85 - row * 10}%`} />
          ))}
        </Stack>
      </div>
    </Card>
  );
}

/** The carousel's shape while loading: its controls, one, two or three card placeholders by breakpoint, the slider's room. */
export function SpecialitiesSkeleton() {
  return <CarouselSkeleton card={<SpecialityCardSkeleton />} />;
}
