import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { tokens } from '@theme/tokens';
import { formatIndianNumber } from '@/lib/format';
import { MAX_STARS, filledStars, ratingLabel } from '@/design-system/rating-stars/rating';

export type RatingStarsProps = {
  /** The rating out of 5; whole stars are filled by its floor. */
  rating: number;
  /** Number of reviews, shown after the stars when given. */
  reviewCount?: number;
  /** Size of the stars. */
  size?: 'small' | 'medium';
};

/** Five stars read as one image, "Rated 4.6 out of 5", with an optional review count. */
export function RatingStars({ rating, reviewCount, size = 'medium' }: RatingStarsProps) {
  const filled = filledStars(rating);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box role="img" aria-label={ratingLabel(rating)} sx={{ display: 'inline-flex' }}>
        {Array.from({ length: MAX_STARS }, (_, index) =>
          index < filled ? (
            <StarIcon key={index} fontSize={size} data-star="filled" sx={{ color: tokens.accent }} />
          ) : (
            <StarBorderIcon key={index} fontSize={size} data-star="empty" sx={{ color: tokens.borderStrong }} />
          ),
        )}
      </Box>
      {reviewCount !== undefined && (
        <Typography variant="body2" component="span" sx={{ color: tokens.textMuted }}>
          ({formatIndianNumber(reviewCount)} {reviewCount === 1 ? 'review' : 'reviews'})
        </Typography>
      )}
    </Stack>
  );
}
