import type { RegistrationKind } from '@/features/onboarding/api/registration-outcomes';

type ChoiceText = { title: string; summary: string; needs: string };

/** The chooser's cards (spec §2). */
export const en = {
  start: 'Start',
  choices: {
    patient: {
      title: 'Patient Registration',
      summary: 'Register for treatment through our partner hospitals, under PMJAY, private insurance or self-pay.',
      needs: 'Have ready: your ID proof numbers and any reports.',
    },
    doctor: {
      title: 'Doctor Registration',
      summary: 'Join our network to consult patients in person, online or both.',
      needs: 'Have ready: a profile photo, your medical registration certificate and a government ID.',
    },
    hospital: {
      title: 'Hospital Registration',
      summary: 'Partner with us to receive referrals and offer cashless treatment.',
      needs: 'Have ready: registration and accreditation certificates, the owner’s ID and a photo of the hospital.',
    },
  } satisfies Record<RegistrationKind, ChoiceText>,
};
