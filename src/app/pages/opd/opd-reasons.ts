import { opdMessages } from '@/app/pages/opd/opd-messages';

/** Why employers choose the OPD plan: only the claims the site makes elsewhere (spec §1). */
export const opdReasons = [
  { icon: 'hospitals', ...opdMessages.reasons.hospitals },
  { icon: 'doctors', ...opdMessages.reasons.doctors },
  { icon: 'labs', ...opdMessages.reasons.labs },
  { icon: 'reports', ...opdMessages.reasons.reports },
] as const;

export type OpdReasonIcon = (typeof opdReasons)[number]['icon'];
