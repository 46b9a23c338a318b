import { useId, useMemo, useState, type Key, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { visuallyHidden } from '@mui/utils';
import {
  clampIndex,
  maxIndex,
  nextIndex,
  prevIndex,
  visibleRangeText,
} from '@/design-system/carousel/carousel-index';
import { useItemsPerPage } from '@/design-system/carousel/use-items-per-page';
import { useHydrated } from '@/lib/use-hydrated';
import { MAX_ITEMS_PER_PAGE } from '@/design-system/carousel/carousel-index';
import { displayWhenPaged } from '@/design-system/carousel/responsive-display';
import { CarouselControls } from '@/design-system/carousel/components/carousel-controls';
import { CarouselDots } from '@/design-system/carousel/components/carousel-dots';
import { CarouselSlide } from '@/design-system/carousel/components/carousel-slide';
import { useFragmentReveal } from '@/design-system/fragment-target/use-fragment-reveal';

export type CarouselProps<T> = {
  /** Accessible name of the carousel, e.g. "Skincare packages". */
  label: string;
  /** The items, one slide each. */
  items: readonly T[];
  /** Renders one item's slide content (usually a card). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable React key for an item. */
  getItemKey: (item: T, index: number) => Key;
  /** Shows a dot per position under the slides. */
  showDots?: boolean;
  /** Changing this value returns the carousel to its first slide (e.g. when a toggle switches the list). */
  resetKey?: Key;
  /** Id of the carousel region; defaults to a generated one. */
  id?: string;
};

/** The slide holding `target`, counted among the slides of the track. */
function slideIndexOf(target: HTMLElement, track: HTMLElement | null): number {
  return track ? [...track.children].findIndex((slide) => slide.contains(target)) : -1;
}

/**
 * WAI-ARIA APG carousel: 1/2/3 items per page by viewport, previous/next wrap around, a range slider on
 * desktop, optional dots, no auto-rotation; slides out of view are inert. A link to an element of a slide
 * (`#id`) moves to that slide and focuses the element.
 */
export function Carousel<T>({ label, items, renderItem, getItemKey, showDots = false, resetKey, id }: CarouselProps<T>) {
  const generatedId = useId();
  const regionId = id ?? generatedId;
  const slidesId = `${regionId}-slides`;
  const perPage = useItemsPerPage();
  const [position, setPosition] = useState(0);
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const fragmentRevealer = useFragmentReveal((target) => {
    const slide = slideIndexOf(target, track);
    if (slide >= 0) setPosition(slide);
  });
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  if (seenResetKey !== resetKey) {
    setSeenResetKey(resetKey);
    setPosition(0);
  }

  // The same elements on every move: React then re-renders only the slides whose visibility changes, not their cards.
  const contents = useMemo(() => items.map((item, itemIndex) => renderItem(item, itemIndex)), [items, renderItem]);
  const count = items.length;
  const index = clampIndex(position, count, perPage);
  const last = maxIndex(count, perPage);
  // Until the width is known (prerendered HTML, hydration) which controls show is CSS per breakpoint, like the
  // slide widths, so the page is right at every width and hydration moves nothing; and every slide some width
  // shows stays reachable (readers without JavaScript, early clicks).
  const hydrated = useHydrated();
  const shownCount = hydrated ? perPage : MAX_ITEMS_PER_PAGE;
  const controlsDisplay = hydrated ? (count > perPage ? 'flex' : 'none') : displayWhenPaged(count);
  const sliderDisplay = hydrated ? (perPage === 3 ? 'block' : 'none') : { xs: 'none', lg: 'block' };
  const hasControls = count > 1;

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label} id={regionId} {...fragmentRevealer}>
      {hasControls && (
        <CarouselControls
          display={controlsDisplay}
          controls={slidesId}
          onPrevious={() => setPosition(prevIndex(index, count, perPage))}
          onNext={() => setPosition(nextIndex(index, count, perPage))}
        />
      )}
      {/* Clipped, not a scroll container: a fragment or scrollIntoView must not scroll the track sideways. */}
      <Box sx={{ overflow: 'hidden', '@supports (overflow: clip)': { overflow: 'clip' } }}>
        <Box
          ref={setTrack}
          id={slidesId}
          sx={(theme) => ({
            display: 'flex',
            py: 1,
            transform: `translateX(-${(index * 100) / perPage}%)`,
            transition: theme.transitions.create('transform', { duration: theme.transitions.duration.standard }),
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          })}
        >
          {items.map((item, itemIndex) => (
            <CarouselSlide
              key={getItemKey(item, itemIndex)}
              index={itemIndex}
              count={count}
              visible={itemIndex >= index && itemIndex < index + shownCount}
            >
              {contents[itemIndex]}
            </CarouselSlide>
          ))}
        </Box>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {visibleRangeText(index, count, perPage)}
      </Box>
      {count > 3 && (
        <Slider
          aria-label="Slide position"
          value={index}
          min={0}
          max={last}
          step={1}
          getAriaValueText={(value) => visibleRangeText(value, count, perPage)}
          // A range input states its bounds with min and max; MUI's copies in ARIA are invalid HTML beside them.
          slotProps={{ input: { 'aria-valuemin': undefined, 'aria-valuemax': undefined } }}
          onChange={(_, value) => setPosition(clampIndex(Number(value), count, perPage))}
          sx={{ display: sliderDisplay, width: 'auto', mx: 2, mt: 1 }}
        />
      )}
      {hasControls && showDots && (
        <CarouselDots display={controlsDisplay} positions={last + 1} current={index} controls={slidesId} onSelect={setPosition} />
      )}
    </Box>
  );
}
