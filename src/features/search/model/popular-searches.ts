/** What the results page offers before a query: common searches across the kinds, each a results link. */
export const popularSearches = ['Thyroid test', 'Vitamin D', 'Full body checkup', 'MRI knee', 'Dermatologist', 'Diabetes', 'Ashwagandha', 'Fever'] as const;
