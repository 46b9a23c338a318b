import { INSURED_TREATMENT_OPTION } from '@/features/onboarding/api/onboarding-options';
import type { PatientRequest } from '@/features/onboarding/api/patient-schema';
import type { Db } from './database';
import { createRecordTable } from './record-table';

export function createPatientStore(db: Db) {
  const table = createRecordTable<keyof PatientRequest>(db, 'patients', {
    fullName: 'full_name',
    gender: 'gender',
    age: 'age',
    bloodGroup: 'blood_group',
    mobileNumber: 'mobile_number',
    email: 'email',
    permanentAddress: 'permanent_address',
    aadharAvailable: 'aadhar_available',
    aadharNumber: 'aadhar_number',
    ayushmanAvailable: 'ayushman_available',
    pmjayId: 'pmjay_id',
    rationCardAvailable: 'ration_card_available',
    otherIDProof: 'other_id_proof',
    chiefComplaint: 'chief_complaint',
    plannedTreatment: 'planned_treatment',
    investigationReports: 'investigation_reports',
    comorbidities: 'comorbidities',
    treatmentOption: 'treatment_option',
    insuranceCompany: 'insurance_company',
    insurancePolicyNumber: 'insurance_policy_number',
    declaration: 'declaration',
    privacyPolicy: 'privacy_policy',
    termsConditions: 'terms_conditions',
    signature: 'signature',
  });
  return {
    add(patient: PatientRequest): string {
      // As on the form: IDs the patient does not hold, and insurance details without insurance, are not kept.
      const insured = patient.treatmentOption === INSURED_TREATMENT_OPTION;
      return table.insert({
        ...patient,
        age: Number(patient.age),
        aadharNumber: patient.aadharAvailable ? patient.aadharNumber : undefined,
        pmjayId: patient.ayushmanAvailable ? patient.pmjayId : undefined,
        otherIDProof: patient.rationCardAvailable ? patient.otherIDProof : undefined,
        insuranceCompany: insured ? patient.insuranceCompany : undefined,
        insurancePolicyNumber: insured ? patient.insurancePolicyNumber : undefined,
      });
    },
    listSince: table.listSince,
    count: table.count,
  };
}
