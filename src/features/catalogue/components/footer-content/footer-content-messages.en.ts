import type { CareerOpening } from '@/features/catalogue/schemas/career-opening';

export const en = {
  loadError: 'Failed to load data.',
  noPosts: 'No posts available.',
  loadingPosts: 'Loading posts',
  minutesToRead: (minutes: number) => `${minutes} min read`,
  noRoles: 'No open roles right now.',
  loadingRoles: 'Loading open roles',
  /** A role's employment type: the data file's value, which stays English in the file. */
  employmentType: (type: CareerOpening['type']) => type,
  noPressItems: 'No press releases yet.',
  loadingPressItems: 'Loading press releases',
};
