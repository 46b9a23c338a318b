import { ratingMessages } from '@/design-system/rating-stars/rating-messages';

/** Stars shown for every rating. */
export const MAX_STARS = 5;

/** Whole stars filled: the floor of the rating, within 0..5. */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.floor(rating)));
}

/** The accessible name, e.g. "Rated 4.6 out of 5" (one decimal at most). */
export function ratingLabel(rating: number): string {
  const shown = Number.isFinite(rating) ? Math.round(Math.min(MAX_STARS, Math.max(0, rating)) * 10) / 10 : 0;
  return ratingMessages.rated(shown, MAX_STARS);
}
