export const en = {
  carouselLabel: 'Self-checks',
  loadError: 'Failed to load data.',
  empty: 'No self-checks available.',
  loading: 'Loading self-checks',
  youWillNeed: 'You will need:',
  startNow: 'Start Now',
  /** Start Now's accessible name: the visible words first, then the check it starts. */
  startNowFor: (title: string) => `Start Now: ${title}`,
  /** Spec §9: every self-check takes under 3 minutes. */
  duration: 'Takes under 3 mins',
};
