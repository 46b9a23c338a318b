import { plural } from '@/lib/i18n/plural';

const packages = (count: number) => plural(count, { one: `${count} package`, other: `${count} packages` });

export const en = {
  filterLabel: 'Filter packages by category',
  /** The filter's first choice (its value stays 'All'). */
  all: 'All',
  /** What the filter shows: every category, or one the data file names. */
  countInAll: (count: number) => `${packages(count)} in all categories`,
  countInCategory: (count: number, category: string) => `${packages(count)} in ${category}`,
  noPackagesInCategory: 'No packages found in this category',
  gridLabel: 'Checkup packages',
  loading: 'Loading packages',
  error: 'Failed to load packages.',
  empty: 'No packages available.',
  testsIncluded: (count: number) => `${count} tests included`,
  /** The accessible name of a card's list of headline tests. */
  testsIn: (name: string) => `Tests in ${name}`,
  viewDetails: 'View Details',
};
