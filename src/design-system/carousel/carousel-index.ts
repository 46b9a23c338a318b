import { breakpointValues } from '@theme/breakpoints';
import { carouselMessages } from '@/design-system/carousel/carousel-messages';

export type ItemsPerPage = 1 | 2 | 3;

/** The most items any width shows at once. */
export const MAX_ITEMS_PER_PAGE: ItemsPerPage = 3;

/** Spec §2: 1 item under 768 px wide, 2 under 1024 px, else 3. */
export function itemsPerPageFor(width: number): ItemsPerPage {
  if (width < breakpointValues.md) return 1;
  if (width < breakpointValues.lg) return 2;
  return 3;
}

/** The last index a carousel can show: count minus items per page, never below 0. */
export function maxIndex(count: number, perPage: number): number {
  return Math.max(0, count - perPage);
}

/** Keeps an index inside 0..maxIndex (e.g. after the viewport widens or the list shrinks). */
export function clampIndex(index: number, count: number, perPage: number): number {
  return Math.min(Math.max(0, Math.round(index)), maxIndex(count, perPage));
}

/** One step forward; past the last position it wraps to the first. */
export function nextIndex(index: number, count: number, perPage: number): number {
  return index >= maxIndex(count, perPage) ? 0 : index + 1;
}

/** One step back; before the first position it wraps to the last. */
export function prevIndex(index: number, count: number, perPage: number): number {
  return index <= 0 ? maxIndex(count, perPage) : Math.min(index - 1, maxIndex(count, perPage));
}

/** 1-based first and last visible item numbers. */
export function visibleRange(index: number, count: number, perPage: number): { first: number; last: number } {
  const start = clampIndex(index, count, perPage);
  return { first: Math.min(start + 1, count), last: Math.min(start + perPage, count) };
}

/** What the live region says, e.g. "Showing items 2 to 4 of 8" or "Showing item 3 of 8". */
export function visibleRangeText(index: number, count: number, perPage: number): string {
  if (count === 0) return carouselMessages.noItems;
  const { first, last } = visibleRange(index, count, perPage);
  return first === last ? carouselMessages.showingItem(first, count) : carouselMessages.showingItems(first, last, count);
}
