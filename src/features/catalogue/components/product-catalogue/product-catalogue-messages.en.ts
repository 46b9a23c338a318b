export const en = {
  errorTitle: 'Unable to load products',
  /** The error view's message: the failure's own message (spec §8), else the fallback. */
  errorDetail: (message: string) => message,
  errorFallback: 'Failed to fetch data',
  retry: 'Try Again',
  empty: 'No products available in this category yet.',
  loading: 'Loading products',
  /** The grid's accessible name, after the category's title. */
  gridLabel: (category: string) => `${category} products`,
  prescriptionRequired: 'Prescription Required',
};
