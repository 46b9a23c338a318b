import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ItemsPerPage } from '@/design-system/carousel/carousel-index';

type CarouselSlideProps = {
  /** 0-based position of the slide in the list. */
  index: number;
  /** How many slides the carousel holds. */
  count: number;
  /** Slides visible at once; sets the slide's width. */
  perPage: ItemsPerPage;
  /** False when the slide is scrolled out of view: it is then inert and hidden from assistive tech. */
  visible: boolean;
  /** The slide's content. */
  children: ReactNode;
};

/** One APG slide: a group named "N of M". */
export function CarouselSlide({ index, count, perPage, visible, children }: CarouselSlideProps) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
      sx={{ flex: `0 0 ${100 / perPage}%`, minWidth: 0, px: 1, display: 'flex', '& > *': { flex: 1, minWidth: 0 } }}
    >
      {children}
    </Box>
  );
}
