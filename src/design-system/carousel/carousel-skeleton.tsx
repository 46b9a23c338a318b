import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Heights in spacing units of the Carousel's parts around its slides, as Chromium lays them out. */
const chrome = { controls: 5.5, slider: 3.75, coarseSlider: 5.5, dots: 4 } as const;

export type CarouselSkeletonProps = (
  | {
      /** One placeholder card, as tall as a loaded card at every width; shown 1 / 2 / 3 times by breakpoint. */
      card: ReactNode;
      cardHeight?: never;
    }
  | {
      card?: never;
      /** Instead of a card: a plain rounded placeholder this many spacing units tall (the cards' fixed height). */
      cardHeight: number;
    }
) & {
  /** Reserves the row of dots, for a carousel with `showDots`. */
  showDots?: boolean;
};

/**
 * A loading carousel: the previous/next row, 1 / 2 / 3 placeholder cards by breakpoint, the desktop slider
 * and optionally the dots, so the loaded carousel takes exactly its place. Assumes more items than a page.
 */
export function CarouselSkeleton({ card, cardHeight, showDots = false }: CarouselSkeletonProps) {
  const placeholder = card ?? <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(cardHeight ?? 0), borderRadius: theme.spacing(2) })} />;
  return (
    <Box data-testid="carousel-skeleton">
      <Box sx={(theme) => ({ height: theme.spacing(chrome.controls), mb: 1 })} />
      <Box sx={{ display: 'flex', py: 1 }}>
        {[0, 1, 2].map((slot) => (
          <Box
            key={slot}
            sx={{
              flex: { xs: '0 0 100%', md: '0 0 50%', lg: `0 0 ${100 / 3}%` },
              display: { xs: slot < 1 ? 'flex' : 'none', md: slot < 2 ? 'flex' : 'none', lg: 'flex' },
              minWidth: 0,
              px: 1,
              '& > *': { flex: 1, minWidth: 0 },
            }}
          >
            {placeholder}
          </Box>
        ))}
      </Box>
      {/* MUI's slider is taller where the pointer is coarse (touch screens). */}
      <Box
        sx={(theme) => ({
          display: { xs: 'none', lg: 'block' },
          height: theme.spacing(chrome.slider),
          '@media (pointer: coarse)': { height: theme.spacing(chrome.coarseSlider) },
          mt: 1,
        })}
      />
      {showDots && <Box sx={(theme) => ({ height: theme.spacing(chrome.dots), mt: 1 })} />}
    </Box>
  );
}
