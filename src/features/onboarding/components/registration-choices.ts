import type { RegistrationKind } from '@/features/onboarding/api/registration-outcomes';
import { registrationChoicesMessages } from '@/features/onboarding/components/registration-choices-messages';
import { REGISTRATION_PATHS } from '@/features/onboarding/components/registration-paths';

export type RegistrationChoice = {
  kind: RegistrationKind;
  title: string;
  summary: string;
  needs: string;
  path: string;
  /** The card's icon: an SVG path's `d` on a 24 × 24 grid, from Material Design's outlined icons (Apache 2.0). */
  icon: string;
};

/** The chooser's three cards, in the spec's order. */
export const REGISTRATION_CHOICES: readonly RegistrationChoice[] = [
  {
    kind: 'patient',
    ...registrationChoicesMessages.choices.patient,
    path: REGISTRATION_PATHS.patient,
    // PersonOutlined
    icon: 'M12 6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m0 10c2.7 0 5.8 1.29 6 2H6c.23-.72 3.31-2 6-2m0-12C9.79 4 8 5.79 8 8s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 10c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4',
  },
  {
    kind: 'doctor',
    ...registrationChoicesMessages.choices.doctor,
    path: REGISTRATION_PATHS.doctor,
    // MedicalServicesOutlined
    icon:
      'M20 6h-4V4c0-1.1-.9-2-2-2h-4c-1.1 0-2 .9-2 2v2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2M10 4h4v2h-4zm10 16H4V8h16z' +
      'M13 10h-2v3H8v2h3v3h2v-3h3v-2h-3z',
  },
  {
    kind: 'hospital',
    ...registrationChoicesMessages.choices.hospital,
    path: REGISTRATION_PATHS.hospital,
    // LocalHospitalOutlined
    icon: 'M19 3H5c-1.1 0-1.99.9-1.99 2L3 19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V5h14zm-8.5-2h3v-3.5H17v-3h-3.5V7h-3v3.5H7v3h3.5z',
  },
];
