/** Why employers choose the OPD plan: only the claims the site makes elsewhere (spec §1). */
export const opdReasons = [
  {
    icon: 'hospitals',
    title: '1000+ partner hospitals',
    text: 'Outpatient visits at hospitals and clinics across India, cashless at network clinics.',
  },
  {
    icon: 'doctors',
    title: '5000+ doctors',
    text: 'General physicians and specialists online or in person, so a consultation is never far away.',
  },
  {
    icon: 'labs',
    title: 'Accredited labs',
    text: 'Every test is processed in an accredited laboratory, with sample collection at home.',
  },
  {
    icon: 'reports',
    title: 'Reports in 12 to 24 hrs',
    text: 'Results arrive on the phone within 12 to 24 hours, ready to share with the doctor.',
  },
] as const;

export type OpdReasonIcon = (typeof opdReasons)[number]['icon'];
