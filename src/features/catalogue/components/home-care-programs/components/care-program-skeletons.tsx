import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { careProgramCardHeightSx } from '@/features/catalogue/components/home-care-programs/components/care-program-card-height';

/** Heights in spacing units of the Carousel's parts around its slides: the previous/next row, the desktop slider. */
const carouselChrome = { controls: 5.5, slider: 3.75 } as const;

/** Placeholders laid out like the loaded carousel: its controls, then 1 / 2 / 3 cards of the card's height, then the slider. */
export function CareProgramSkeletons() {
  return (
    <Box data-testid="care-program-skeletons">
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
                height: careProgramCardHeightSx(theme),
                p: { xs: 2, sm: 3 },
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
              })}
            >
              <Skeleton variant="rounded" width="35%" sx={{ height: (theme) => theme.spacing(3.5) }} />
              <Skeleton variant="text" width="75%" />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="90%" />
              <Skeleton variant="text" width="80%" />
              <Skeleton variant="text" width="30%" sx={{ mt: 'auto' }} />
              <Skeleton variant="rounded" sx={{ height: (theme) => theme.spacing(5) }} />
            </Card>
          </Box>
        ))}
      </Box>
      <Box sx={(theme) => ({ display: { xs: 'none', lg: 'block' }, height: theme.spacing(carouselChrome.slider), mt: 1 })} />
    </Box>
  );
}
