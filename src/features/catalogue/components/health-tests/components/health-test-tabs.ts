import { healthTestsMessages } from '@/features/catalogue/components/health-tests/health-tests-messages';

/** The two tabs of the home health block, Popular Health Checks first (the default); their text in the page's language. */
export const healthTestTabs = [
  { value: 'health-checks', ...healthTestsMessages.healthChecks },
  { value: 'lab-tests', ...healthTestsMessages.labTests },
] as const;

export type HealthTestTab = (typeof healthTestTabs)[number]['value'];
