import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

type CarouselSkeletonProps = {
  /** Height of one card in theme spacing units: the loaded cards' minimum height. */
  cardHeight: number;
};

/**
 * Stands in for a Carousel of more items than fit one page: the previous/next row, 1/2/3 cards by the
 * same CSS breakpoints as the slides, and the slider's track on wide screens, so loading moves nothing.
 */
export function CarouselSkeleton({ cardHeight }: CarouselSkeletonProps) {
  return (
    <Box data-testid="carousel-skeleton">
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
        {[0, 1].map((button) => (
          <Skeleton key={button} variant="circular" sx={(theme) => ({ width: theme.spacing(5.5), height: theme.spacing(5.5) })} />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', py: 1, overflow: 'hidden' }}>
        {[0, 1, 2].map((slide) => (
          <Box
            key={slide}
            sx={{
              flex: { xs: '0 0 100%', md: '0 0 50%', lg: `0 0 ${100 / 3}%` },
              display: { xs: slide === 0 ? 'block' : 'none', md: slide < 2 ? 'block' : 'none', lg: 'block' },
              px: 1,
            }}
          >
            <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(cardHeight), borderRadius: theme.spacing(2) })} />
          </Box>
        ))}
      </Box>
      {/* The slider's track: 4 px plus 13 px above and below (20 px on touch screens), 8 px from the slides. */}
      <Box
        sx={(theme) => ({
          display: { xs: 'none', lg: 'block' },
          mt: 1,
          mx: 2,
          py: 1.625,
          '@media (pointer: coarse)': { py: 2.5 },
          '&::before': { content: '""', display: 'block', height: theme.spacing(0.5), borderRadius: 1, bgcolor: 'action.hover' },
        })}
      />
    </Box>
  );
}
