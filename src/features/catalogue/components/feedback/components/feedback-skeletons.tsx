import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { feedbackCardHeightSx } from '@/features/catalogue/components/feedback/components/feedback-card-height';

function FeedbackCardSkeleton() {
  return (
    <Card sx={(theme) => ({ height: feedbackCardHeightSx(theme), p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 })}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" sx={(theme) => ({ width: theme.spacing(7), height: theme.spacing(7), flexShrink: 0 })} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="35%" />
        </Box>
      </Stack>
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="70%" />
    </Card>
  );
}

/** Placeholders laid out like the loaded carousel with its dots, with cards of the card's fixed height. */
export function FeedbackSkeletons() {
  return (
    <Box data-testid="feedback-skeletons">
      <CarouselSkeleton card={<FeedbackCardSkeleton />} showDots />
    </Box>
  );
}
