import { INSURED_TREATMENT_OPTION } from '@/features/onboarding/api/onboarding-options';
import type { PatientRequest } from '@/features/onboarding/api/patient-schema';
import type { FieldCipher } from '../security/field-cipher';
import { maskId } from '../security/mask';
import { encryptionContextOf, PATIENT_ID_COLUMNS, PATIENT_ID_FIELDS, type PatientIdField } from './patient-id-columns';
import type { IdempotencyClaim, SavedRecord } from './insert-once';
import { createRecordTable, type ExportRow, type StoreContext } from './record-table';
import { withPendingReview, type RegistrationScreen } from './registration-reviews';

/** Each field of the form → its column. */
export const PATIENT_COLUMNS = {
  fullName: 'full_name',
  gender: 'gender',
  age: 'age',
  bloodGroup: 'blood_group',
  mobileNumber: 'mobile_number',
  email: 'email',
  permanentAddress: 'permanent_address',
  aadharAvailable: 'aadhar_available',
  ayushmanAvailable: 'ayushman_available',
  rationCardAvailable: 'ration_card_available',
  chiefComplaint: 'chief_complaint',
  plannedTreatment: 'planned_treatment',
  investigationReports: 'investigation_reports',
  comorbidities: 'comorbidities',
  treatmentOption: 'treatment_option',
  insuranceCompany: 'insurance_company',
  declaration: 'declaration',
  privacyPolicy: 'privacy_policy',
  termsConditions: 'terms_conditions',
  signature: 'signature',
  ...PATIENT_ID_COLUMNS,
} as const satisfies Record<keyof PatientRequest, string>;

export function createPatientStore(context: StoreContext, cipher: FieldCipher) {
  const table = createRecordTable<keyof PatientRequest>(context, 'patients', PATIENT_COLUMNS);

  const encrypted = (patient: Partial<Record<PatientIdField, string>>) =>
    Object.fromEntries(
      PATIENT_ID_FIELDS.map((field) => {
        const value = patient[field];
        return [field, value ? cipher.encrypt(value, encryptionContextOf(field)) : undefined];
      }),
    );

  /** Decrypted only to be masked: a full ID number never leaves the store. */
  function masked(row: ExportRow): ExportRow {
    const shown = { ...row };
    for (const field of PATIENT_ID_FIELDS) {
      const column = PATIENT_ID_COLUMNS[field];
      const value = row[column];
      if (typeof value === 'string') shown[column] = maskId(cipher.decrypt(value, encryptionContextOf(field)));
    }
    return shown;
  }

  return {
    add(patient: PatientRequest, claim?: IdempotencyClaim, screen?: RegistrationScreen): Promise<SavedRecord> {
      // As on the form: IDs the patient does not hold, and insurance details without insurance, are not kept.
      const insured = patient.treatmentOption === INSURED_TREATMENT_OPTION;
      const kept = {
        ...patient,
        age: Number(patient.age),
        aadharNumber: patient.aadharAvailable ? patient.aadharNumber : undefined,
        pmjayId: patient.ayushmanAvailable ? patient.pmjayId : undefined,
        otherIDProof: patient.rationCardAvailable ? patient.otherIDProof : undefined,
        insuranceCompany: insured ? patient.insuranceCompany : undefined,
        insurancePolicyNumber: insured ? patient.insurancePolicyNumber : undefined,
      };
      const row = { ...kept, ...encrypted(kept) };
      return context.groupCommit.submit(async (trx) => withPendingReview(trx, 'patient', await table.insertWithin(trx, row, claim), screen));
    },
    /** Rows for staff, each ID number masked to its last 4 characters. */
    listSince: async (sinceIso = '') => (await table.listSince(sinceIso)).map(masked),
    exportColumns: table.exportColumns,
    count: table.count,
  };
}
