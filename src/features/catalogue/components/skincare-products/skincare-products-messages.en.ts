export const en = {
  /** The carousel's accessible name. */
  carouselLabel: 'Featured skincare products',
  error: 'Failed to load products. Please try again later.',
  empty: 'No products available.',
  loading: 'Loading products',
};
