import { bloodPressureMonitorMessages } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-messages';

const { badges, steps } = bloodPressureMonitorMessages;

/** The page's trust badges, word for word as the spec gives them; no other claims are made. */
export const bpTrustBadges = [
  { icon: 'users', text: badges.users },
  { icon: 'confidential', text: badges.confidential },
  { icon: 'phone', text: badges.phone },
  { icon: 'accurate', text: badges.accurate },
] as const;

export type BpBadgeIcon = (typeof bpTrustBadges)[number]['icon'];

/** Getting started, in the order a user does it. */
export const bpSteps = [steps.download, steps.open, steps.reading] as const;
