import { formatLakhs } from '@/lib/format';
import { aboutContentMessages as text } from '@/app/pages/about/about-content-messages';

export const aboutIntro = text.story;

export const aboutCounters = [
  { label: text.counters.doctors, target: 4000, format: undefined, suffix: '+' },
  { label: text.counters.patients, target: 1_000_000, format: formatLakhs, suffix: '+' },
  { label: text.counters.labs, target: 500, format: undefined, suffix: '+' },
  { label: text.counters.hospitals, target: 500, format: undefined, suffix: '+' },
] as const;

export const appCapabilities = [text.capabilities.consult, text.capabilities.tests, text.capabilities.reports, text.capabilities.medicines];

export const technologyPoints = [text.technology.secure, text.technology.record, text.technology.triage];

export const partnerGroups = [text.partners.employers, text.partners.insurers];

export const team = [
  { name: 'Dr. Meera Raghavan', role: text.roles.cmo },
  { name: 'Arjun Khanna', role: text.roles.ceo },
  { name: 'Farah Siddiqui', role: text.roles.labQuality },
  { name: 'Vikram Nair', role: text.roles.technology },
];
