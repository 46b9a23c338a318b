import { DOCUMENT_MESSAGES } from '@/features/onboarding/api/document-rules';
import { FIELD_MESSAGES } from '@/features/onboarding/api/field-rules';
import type { RegistrationKind } from '@/features/onboarding/api/registration-outcomes';

/** What the three registration forms share: fields, documents, consent, the send and its outcome (spec §8). */
export const en = {
  /** The shared rules' messages (the server's). */
  fieldErrors: FIELD_MESSAGES,
  documentErrors: DOCUMENT_MESSAGES,
  aboutYou: 'About you',
  fullName: 'Full Name',
  gender: 'Gender',
  genders: { Female: 'Female', Male: 'Male', Other: 'Other' },
  state: 'State',
  district: 'District',
  mobileNumber: 'Mobile Number',
  mobileHint: '10-digit mobile number, or with the country code, e.g. +919876543210',
  email: 'Email',
  documents: 'Documents',
  documentsIntro: 'Photos are stripped of location and camera details when we store them.',
  documentHint: (maxSize: string) => `A photo or scan: JPG or PNG, up to ${maxSize}`,
  consent: {
    legend: 'Consent and signature',
    heading: 'How we use these details',
    collected: 'What we collect:',
    why: 'Why:',
    neverSold: 'We never sell it or use it for advertising.',
    howLong: 'How long:',
    howLongText: 'while you work with us, and then only as long as the law requires. ID numbers are stored encrypted.',
    withdraw: 'Withdraw or erase:',
    /** Around the e-mail address. */
    writeTo: { before: 'write to ', after: ' at any time and we will delete your registration and documents.' },
    /** Around the Privacy Policy link. */
    readPolicy: { before: 'Read our ', after: ' for your rights under the DPDP Act.' },
    privacyPolicy: 'Privacy Policy',
    termsConditions: 'Terms & Conditions',
    declaration: 'I declare that the details I have given are true and complete',
    agreePrivacy: { before: 'I have read and agree to the ', after: '' },
    acceptTerms: { before: 'I accept the ', after: '' },
    signatureHint: 'Typing your name here counts as your signature',
    typedSignature: 'Signature (type your full name)',
  },
  opensInNewTab: ' (opens in a new tab)',
  submit: 'Submit registration',
  submitting: 'Submitting...',
  outcomes: {
    patient: { succeeded: 'Submitted Successfully!', failed: 'Submission failed. Please try again.' },
    doctor: { succeeded: 'Submitted Successfully!', failed: 'Submission failed. Please try again.' },
    hospital: { succeeded: 'Hospital registered successfully!', failed: 'Registration failed. Please try again.' },
  } satisfies Record<RegistrationKind, { succeeded: string; failed: string }>,
  /** A field message from the server that the form's own messages do not hold (English pages show it as sent). */
  otherServerProblem: (serverText: string) => serverText,
  /** The server's reason for a refusal, under the failure message (English pages show it as sent; '' shows nothing). */
  serverReason: (serverText: string) => serverText,
};
