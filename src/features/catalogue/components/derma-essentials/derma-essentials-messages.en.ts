export const en = {
  title: 'Derma Essentials',
  eyebrow: 'Skincare',
  description: 'Skincare kits for acne, pigmentation, hair fall and more.',
  /** The carousel's accessible name. */
  carouselLabel: 'Skincare packages',
  error: 'Failed to load packages.',
  empty: 'No packages available.',
  loading: 'Loading packages',
  viewPackage: 'View package',
};
