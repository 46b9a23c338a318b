import { memo, type ReactNode } from 'react';
import styles from '@/design-system/carousel/carousel.module.css';
import { carouselMessages } from '@/design-system/carousel/carousel-messages';

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
    <div
      role="group"
      aria-roledescription={carouselMessages.slide}
      aria-label={carouselMessages.slideOf(index + 1, count)}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
      className={styles.slide}
    >
      {children}
    </div>
  );
});
