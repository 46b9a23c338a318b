import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { selfCheckCardHeightSx } from '@/features/catalogue/components/self-checks/components/self-check-card-height';

/** Heights in spacing units of the Carousel's parts around its slides: the previous/next row, the desktop slider. */
const carouselChrome = { controls: 5.5, slider: 3.75 } as const;

/** Placeholders laid out like the loaded carousel: its controls, then 1 / 2 / 3 cards of the card's height, then the slider. */
export function SelfCheckSkeletons() {
  return (
    <Box data-testid="self-check-skeletons">
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
            <Card sx={(theme) => ({ height: selfCheckCardHeightSx(theme), p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 })}>
              <Skeleton variant="text" width="70%" />
              <Skeleton variant="rounded" sx={{ height: (theme) => theme.spacing(9) }} />
              <Skeleton variant="text" width="85%" />
              <Skeleton variant="text" width="50%" />
              <Skeleton variant="rounded" width="40%" sx={{ mt: 'auto', height: (theme) => theme.spacing(5) }} />
            </Card>
          </Box>
        ))}
      </Box>
      <Box sx={(theme) => ({ display: { xs: 'none', lg: 'block' }, height: theme.spacing(carouselChrome.slider), mt: 1 })} />
    </Box>
  );
}
