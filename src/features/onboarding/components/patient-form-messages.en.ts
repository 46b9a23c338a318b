import type { TREATMENT_OPTIONS } from '@/features/onboarding/api/onboarding-options';
import type { ID_PROOF_RULES } from '@/features/onboarding/api/patient-schema';
import { PATIENT_MESSAGES } from '@/features/onboarding/api/patient-schema';

type IdProofField = (typeof ID_PROOF_RULES)[number]['idField'];

/** The patient form's own text; the parts every registration shares are in registration-form-messages. */
export const en = {
  errors: PATIENT_MESSAGES,
  age: 'Age',
  ageHint: 'In years',
  bloodGroup: 'Blood Group',
  bloodGroupPlaceholder: 'Select your blood group',
  contactDetails: 'Contact details',
  permanentAddress: 'Permanent Address',
  identityProof: 'Identity proof',
  identityProofIntro: 'Tick each card you have and give its number. We store ID numbers encrypted and show only their last 4 digits.',
  idProofs: {
    aadharNumber: {
      available: 'I have an Aadhaar card',
      label: 'Aadhar Number',
      hint: 'Giving your Aadhaar number is voluntary: untick the box above to use another ID proof instead.',
    },
    pmjayId: {
      available: 'I have an Ayushman Bharat (PMJAY) card',
      label: 'PMJAY ID',
      hint: 'The ID printed on your Ayushman card',
    },
    otherIDProof: {
      available: 'I have a ration card or another ID proof',
      label: 'Other ID Proof',
      hint: 'For example a ration card, voter ID, PAN or passport number',
    },
  } satisfies Record<IdProofField, { available: string; label: string; hint: string }>,
  medicalDetails: 'Medical details',
  medicalDetailsIntro: 'Tell us as much as you know; our care team will go through it with you.',
  chiefComplaint: 'Chief Complaint',
  chiefComplaintHint: 'The main problem you want treated',
  plannedTreatment: 'Planned Treatment',
  plannedTreatmentHint: 'If a doctor has already advised one',
  investigationReports: 'Investigation Reports',
  investigationReportsHint: 'Tests or scans you have had, and what they showed',
  comorbidities: 'Comorbidities',
  comorbiditiesHint: 'Other conditions, such as diabetes or high blood pressure',
  payment: 'Payment',
  treatmentOption: 'Treatment Option',
  treatmentOptionPlaceholder: 'Select how you will pay',
  /** Each option's label; the API takes the option itself. */
  treatmentOptions: {
    'Ayushman Card (PMJAY Government Scheme)': 'Ayushman Card (PMJAY Government Scheme)',
    'Private Insurance': 'Private Insurance',
    'Self-Pay': 'Self-Pay',
  } satisfies Record<(typeof TREATMENT_OPTIONS)[number], string>,
  insuranceCompany: 'Insurance Company',
  insurancePolicyNumber: 'Insurance Policy Number',
  insuranceHint: 'Only needed when you choose Private Insurance',
  consentNotice: {
    collected: 'your name, age, contact details, ID numbers, the medical details you write here and how you plan to pay.',
    purpose: 'To plan your treatment with our partner doctors and hospitals and to check your eligibility under PMJAY or your insurance.',
  },
};
