import { useId, useMemo, useState, type Key, type ReactNode } from 'react';
import {
  MAX_ITEMS_PER_PAGE,
  clampIndex,
  nextIndex,
  prevIndex,
  visibleRangeText,
  type ItemsPerPage,
} from '@/design-system/carousel/carousel-index';
import { useItemsPerPage } from '@/design-system/carousel/use-items-per-page';
import { useHydrated } from '@/lib/use-hydrated';
import { pagedOnlyClass, perPageRangeClass } from '@/design-system/carousel/responsive-display';
import { CarouselControls } from '@/design-system/carousel/components/carousel-controls';
import { CarouselDots } from '@/design-system/carousel/components/carousel-dots';
import { CarouselSlide } from '@/design-system/carousel/components/carousel-slide';
import { CarouselSlider } from '@/design-system/carousel/components/carousel-slider';
import { useFragmentReveal } from '@/design-system/fragment-target/use-fragment-reveal';
import styles from '@/design-system/carousel/carousel.module.css';
import { carouselMessages } from '@/design-system/carousel/carousel-messages';

const perPageRanges: readonly ItemsPerPage[] = [1, 2, 3];

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
  // Until the width is known (prerendered HTML, hydration) every slide some width shows stays reachable (readers
  // without JavaScript, early clicks); which controls and which status show is CSS per range of widths, like the
  // slide widths, so the page is right at every width and hydration moves nothing.
  const hydrated = useHydrated();
  const shownCount = hydrated ? perPage : MAX_ITEMS_PER_PAGE;
  const pagedOnly = pagedOnlyClass(count);
  const hasControls = count > 1;

  return (
    <div role="region" aria-roledescription={carouselMessages.carousel} aria-label={label} id={regionId} {...fragmentRevealer}>
      {hasControls && (
        <CarouselControls
          className={pagedOnly}
          controls={slidesId}
          onPrevious={() => setPosition(prevIndex(index, count, perPage))}
          onNext={() => setPosition(nextIndex(index, count, perPage))}
        />
      )}
      <div className={styles.viewport}>
        <div ref={setTrack} id={slidesId} className={styles.track} style={{ transform: `translateX(-${(index * 100) / perPage}%)` }}>
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
        </div>
      </div>
      {/* One status per range of widths, the others not displayed: true before any script runs, live after. */}
      {perPageRanges.map((rangePerPage) => (
        <div key={rangePerPage} role="status" className={`${styles.status} ${perPageRangeClass[rangePerPage]}`}>
          {visibleRangeText(position, count, rangePerPage)}
        </div>
      ))}
      {count > MAX_ITEMS_PER_PAGE && <CarouselSlider count={count} position={position} onChange={setPosition} />}
      {hasControls && showDots && (
        <CarouselDots className={pagedOnly} count={count} current={index} controls={slidesId} onSelect={setPosition} />
      )}
    </div>
  );
}
