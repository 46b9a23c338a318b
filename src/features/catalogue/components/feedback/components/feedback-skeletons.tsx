import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { feedbackCardHeightSx } from '@/features/catalogue/components/feedback/components/feedback-card-height';

/** Heights in spacing units of the Carousel's parts around its slides: the previous/next row, the desktop slider and the dots. */
const carouselChrome = { controls: 5.5, slider: 3.75, dots: 4 } as const;

/** Placeholders laid out like the loaded carousel: controls, 1 / 2 / 3 cards of the card's height, slider and dots. */
export function FeedbackSkeletons() {
  return (
    <Box data-testid="feedback-skeletons">
      <Box sx={(theme) => ({ height: theme.spacing(carouselChrome.controls), mb: 1 })} />
      <Box sx={{ display: 'flex', py: 1 }}>
        {[0, 1, 2].map((index) => (
          <Box
            key={index}
            sx={{
              flex: { xs: '0 0 100%', md: '0 0 50%', lg: `0 0 ${100 / 3}%` },
              display: { xs: index === 0 ? 'block' : 'none', md: index < 2 ? 'block' : 'none', lg: 'block' },
              minWidth: 0,
              px: 1,
            }}
          >
            <Card
              sx={(theme) => ({
                height: feedbackCardHeightSx(theme),
                p: { xs: 2, sm: 3 },
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
              })}
            >
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
          </Box>
        ))}
      </Box>
      <Box sx={(theme) => ({ display: { xs: 'none', lg: 'block' }, height: theme.spacing(carouselChrome.slider), mt: 1 })} />
      <Box sx={(theme) => ({ height: theme.spacing(carouselChrome.dots), mt: 1 })} />
    </Box>
  );
}
