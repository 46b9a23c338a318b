import { plural } from '@/lib/i18n/plural';

export const en = {
  /** What the record is, in the detail screen's headings ("Package details", "Package not found"). */
  kind: 'Package',
  error: 'Failed to fetch data',
  loading: 'Loading',
  /** "2,418 booked in the last 30 days": the count already formatted, the period as the record gives it. */
  booked: (count: string, period: string) => `${count} booked in the ${period}`,
  testsIncluded: (count: number) => `${count} Tests Included`,
  packageDetails: 'Package Details',
  samplesRequired: 'Samples required:',
  whyChoose: 'Why Choose This Package',
  /** How many tests one included test stands for. */
  testCount: (count: number) => plural(count, { one: `${count} test`, other: `${count} tests` }),
  viewAllTests: 'View All Tests',
  showFewerTests: 'Show Fewer Tests',
};
