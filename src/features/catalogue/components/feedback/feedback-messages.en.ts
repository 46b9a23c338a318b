export const en = {
  carouselLabel: 'Patient feedback',
  loadError: 'Failed to load data.',
  empty: 'No feedback available.',
  loading: 'Loading patient feedback',
  /** "34 years, Pune": the age and place of the data file (the place stays as the file has it). */
  ageAndPlace: (age: number, place: string) => `${age} years, ${place}`,
};
