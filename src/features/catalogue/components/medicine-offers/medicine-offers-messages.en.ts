export const en = {
  /** The carousel's accessible name. */
  carouselLabel: 'Medicine offers',
  error: 'Failed to load data.',
  empty: 'No offers available.',
  loading: 'Loading offers',
  shopNow: 'Shop now',
};
