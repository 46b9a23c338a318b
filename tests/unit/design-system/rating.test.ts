import { filledStars, ratingLabel } from '@/design-system/rating-stars/rating';

describe('filledStars', () => {
  it.each([
    [4.6, 4],
    [4.99, 4],
    [5, 5],
    [3, 3],
    [0.4, 0],
  ])('%f fills %i whole stars (floor)', (rating, expected) => {
    expect(filledStars(rating)).toBe(expected);
  });

  it('stays within 0..5', () => {
    expect(filledStars(7)).toBe(5);
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(Number.NaN)).toBe(0);
  });
});

describe('ratingLabel', () => {
  it('reads the rating out of 5 with at most one decimal', () => {
    expect(ratingLabel(4.6)).toBe('Rated 4.6 out of 5');
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(4.25)).toBe('Rated 4.3 out of 5');
  });
});
