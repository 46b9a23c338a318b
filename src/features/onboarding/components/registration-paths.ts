/** The onboarding routes of spec §2; the route manifest holds the same paths for routing and SEO. */
export const ONBOARDING_CHOOSER_PATH = '/onboard-form';
export const REGISTRATION_PATHS = {
  patient: '/patient-onboard-form',
  doctor: '/doctor-onboard-form',
  hospital: '/hospital-onboard-form',
} as const;
