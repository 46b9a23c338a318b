import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';

type CarouselSlideProps = {
  /** 0-based position of the slide in the list. */
  index: number;
  /** How many slides the carousel holds. */
  count: number;
  /** False when the slide is scrolled out of view: it is then inert and hidden from assistive tech. */
  visible: boolean;
  /** The slide's content. */
  children: ReactNode;
};

/**
 * One APG slide: a group named "N of M". Its width (1, 2 or 3 per page) is CSS by breakpoint, so the
 * prerendered page is laid out right at every width before any script runs. Memoised: a move re-renders only
 * the slides that come into or go out of view.
 */
export const CarouselSlide = memo(function CarouselSlide({ index, count, visible, children }: CarouselSlideProps) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
      sx={{ flex: { xs: '0 0 100%', md: '0 0 50%', lg: `0 0 ${100 / 3}%` }, minWidth: 0, px: 1, display: 'flex', '& > *': { flex: 1, minWidth: 0 } }}
    >
      {children}
    </Box>
  );
});
