import { bloodPressureMonitorEntry } from '@/app/pages/blood-pressure-monitor/entry';
import { bloodPressureMonitorRoute } from '@/app/pages/blood-pressure-monitor/route';
import { selfCheckRoute } from '@/app/pages/self-check/route';

export type Tool = {
  /** Stable key, also the icon's. */
  key: 'blood-pressure' | 'self-check';
  /** The card's heading. */
  title: string;
  /** One line on what the tool does. */
  description: string;
  /** Short facts shown as chips, e.g. "Login needed". */
  facts: readonly string[];
  /** Where the card's link goes. */
  to: string;
  /** The link's visible text, unique on the page. */
  linkText: string;
};

export const tools: readonly Tool[] = [
  {
    key: 'blood-pressure',
    title: bloodPressureMonitorEntry.heading,
    description: 'Check and log your blood pressure with the app on your phone, no other device needed.',
    facts: ['In the app'],
    to: bloodPressureMonitorRoute.path,
    linkText: 'Open the blood pressure monitor',
  },
  {
    key: 'self-check',
    title: 'Symptom Self-Check',
    description: 'Answer 10 short questions about your symptoms and get a health assessment.',
    facts: ['Takes under 3 mins', 'Login needed'],
    to: selfCheckRoute.path,
    linkText: 'Start the symptom self-check',
  },
];
