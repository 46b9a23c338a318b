import {
  ADDITIONAL_SYMPTOMS,
  ALLERGIES,
  ASSESSMENT_QUESTIONS,
  EXISTING_CONDITIONS,
  MEDICATIONS,
  NONE_OF_THESE,
  PRIMARY_CONCERNS,
  SYMPTOM_DURATIONS,
  SYMPTOM_HISTORY,
  TRAVEL_HISTORY,
  type AssessmentField,
  type AssessmentOption,
} from '@/features/assessment/api/assessment-options';
import { AMBULANCE } from '@/features/assessment/components/emergency-numbers';

const options = [
  ...PRIMARY_CONCERNS,
  ...SYMPTOM_DURATIONS,
  ...ADDITIONAL_SYMPTOMS,
  ...SYMPTOM_HISTORY,
  ...MEDICATIONS,
  ...ALLERGIES,
  ...EXISTING_CONDITIONS,
  ...TRAVEL_HISTORY,
  NONE_OF_THESE,
] satisfies AssessmentOption[];

export const en = {
  heading: 'Symptom Self-Check',
  safetyNote: 'This self-check helps you decide what care to seek. It is not a diagnosis.',
  /** 'In an emergency, call 112 or 108 (ambulance) now.', around the two numbers' links. */
  emergencyCallBefore: 'In an emergency, call',
  emergencyCallBetween: 'or',
  emergencyCallAfter: '(ambulance) now.',
  position: (number: number, total: number) => `Question ${number} of ${total}`,
  progressLabel: 'Assessment progress',
  restored: 'Welcome back. The answers you gave earlier in this tab are filled in.',
  previous: 'Previous',
  next: 'Next',
  finish: 'Finish Assessment',
  submitting: 'Submitting...',
  /** Each question's legend: the spec's titles. */
  titles: Object.fromEntries(ASSESSMENT_QUESTIONS.map(({ field, title }) => [field, title])) as Record<AssessmentField, string>,
  hints: {
    primaryConcern: 'Choose the one that troubles you most.',
    symptomDuration: 'Since the symptoms started.',
    painLevel: '1 is barely noticeable, 10 is the worst pain you can imagine.',
    additionalSymptoms: 'Select all that apply.',
    currentMedications: 'Select all the medicines you take regularly.',
    knownAllergies: 'Select all that apply.',
    existingConditions: 'Select all that a doctor has diagnosed.',
    travelHistory: 'Choose the one that fits best.',
  } satisfies Partial<Record<AssessmentField, string>>,
  notesLabel: 'Your notes (optional)',
  notesHint: 'For example when it started, or what makes it better or worse.',
  /** Each choice's label, by the value sent to the API: in English, the value itself. */
  options: Object.fromEntries(options.map((value) => [value, value])) as Record<AssessmentOption, string>,
  redFlagHeading: 'You may need emergency care now',
  redFlagIntro: 'You told us about:',
  redFlags: {
    'severe-chest-or-breathing-pain': 'Chest pain or difficulty breathing, with pain of 7 or more',
    fainting: 'Dizziness or fainting',
    'chest-or-breathing-with-fever-and-rapid-heartbeat': 'Chest pain or difficulty breathing, with a fever above 38°C and a rapid heartbeat',
  },
  redFlagAdvice: 'These can be signs of a medical emergency. Do not wait for the assessment to finish.',
  continueAssessment: 'Continue the assessment',
  callNow: (number: string) => `Call ${number} now`,
  supportLine: 'If you are unsure, call our 24/7 support line:',
  completeHeading: 'Health Assessment Complete',
  completeThanks: 'Thank you. Your answers have been sent to our care team.',
  goHome: 'Go To Home',
  startNew: 'Start New Assessment',
  careCards: {
    emergency: {
      title: 'Get emergency care now',
      text: 'Your answers include signs that can mean a medical emergency. Call an ambulance now; do not wait for an appointment.',
    },
    urgent: {
      title: 'See a doctor today',
      text: `Your answers suggest a doctor should see you today. If your symptoms get worse, call ${AMBULANCE.number}.`,
    },
    routine: {
      title: 'Book a consultation',
      text: 'Your answers do not suggest you need urgent care. A doctor can still look into your symptoms at a time that suits you.',
    },
  },
  consultToday: 'Consult a doctor today',
  bookConsultation: 'Book a consultation',
  /** A failed submission's banner, from spec §8's English text (the server's message or the client's own). */
  failure: (message: string) => message,
};
