/** The two tabs of the home health block, Popular Health Checks first (the default). */
export const healthTestTabs = [
  {
    value: 'health-checks',
    label: 'Popular Health Checks',
    carouselLabel: 'Popular health checks',
    loadingLabel: 'Loading health checks',
    emptyMessage: 'No health checks available.',
  },
  {
    value: 'lab-tests',
    label: 'Prescribed Lab Tests',
    carouselLabel: 'Prescribed lab tests',
    loadingLabel: 'Loading lab tests',
    emptyMessage: 'No lab tests available.',
  },
] as const;

export type HealthTestTab = (typeof healthTestTabs)[number]['value'];
