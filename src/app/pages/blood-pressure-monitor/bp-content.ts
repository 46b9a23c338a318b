/** The page's trust badges, word for word as the spec gives them; no other claims are made. */
export const bpTrustBadges = [
  { icon: 'users', text: '20K Satisfied Users' },
  { icon: 'confidential', text: '100% Confidential' },
  { icon: 'phone', text: 'No Other Device Needed' },
  { icon: 'accurate', text: 'Accurate Readings' },
] as const;

export type BpBadgeIcon = (typeof bpTrustBadges)[number]['icon'];

/** Getting started, in the order a user does it. */
export const bpSteps = [
  { title: 'Download the app', text: 'Install it from the App Store or Google Play and sign in.' },
  { title: 'Open the monitor', text: 'Choose the Blood Pressure Monitor in the app.' },
  { title: 'Take a reading', text: 'Follow the steps on screen; each reading is saved to your log.' },
] as const;
