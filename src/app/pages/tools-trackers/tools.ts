import { bloodPressureMonitorEntry } from '@/app/pages/blood-pressure-monitor/entry';
import { bloodPressureMonitorRoute } from '@/app/pages/blood-pressure-monitor/route';
import { selfCheckRoute } from '@/app/pages/self-check/route';
import { toolsTrackersMessages } from '@/app/pages/tools-trackers/tools-trackers-messages';

const { bloodPressure, selfCheck } = toolsTrackersMessages;

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
    description: bloodPressure.description,
    facts: [bloodPressure.inTheApp],
    to: bloodPressureMonitorRoute.path,
    linkText: bloodPressure.link,
  },
  {
    key: 'self-check',
    title: selfCheck.title,
    description: selfCheck.description,
    facts: [selfCheck.duration, selfCheck.login],
    to: selfCheckRoute.path,
    linkText: selfCheck.link,
  },
];
