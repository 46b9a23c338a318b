import { MAX_STARS, filledStars, ratingLabel } from '@/design-system/rating-stars/rating';
import styles from '@/design-system/rating-stars/rating-stars.module.css';
import { ratingMessages } from '@/design-system/rating-stars/rating-messages';

/** Material Design's Star and StarBorder (Apache 2.0), drawn without MUI. */
const starPaths = {
  filled: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  empty:
    'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
};

export type RatingStarsProps = {
  /** The rating out of 5; whole stars are filled by its floor. */
  rating: number;
  /** Number of reviews, shown after the stars when given. */
  reviewCount?: number;
  /** Size of the stars. */
  size?: 'small' | 'medium';
};

/** Five stars read as one image, "Rated 4.6 out of 5", with an optional review count; plain HTML. */
export function RatingStars({ rating, reviewCount, size = 'medium' }: RatingStarsProps) {
  const filled = filledStars(rating);
  return (
    <div className={styles.rating}>
      <div role="img" aria-label={ratingLabel(rating)} className={`${styles.stars} ${styles[size]}`}>
        {Array.from({ length: MAX_STARS }, (_, index) => {
          const star = index < filled ? 'filled' : 'empty';
          return (
            <svg
              key={index}
              className={styles[star]}
              data-star={star}
              viewBox="0 0 24 24"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d={starPaths[star]} />
            </svg>
          );
        })}
      </div>
      {reviewCount !== undefined && (
        <span className={styles.reviews}>
          ({ratingMessages.reviews(reviewCount)})
        </span>
      )}
    </div>
  );
}
