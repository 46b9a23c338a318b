import type { DoctorRequest } from '@/features/onboarding/api/doctor-schema';
import type { AcceptedDocument, DocumentStore } from './documents';
import type { IdempotencyClaim, SavedRecord } from './insert-once';
import { createRecordTable, type StoreContext } from './record-table';
import { withPendingReview, type RegistrationScreen } from './registration-reviews';

/** Each field of the form → its column. */
export const DOCTOR_COLUMNS = {
  fullName: 'full_name',
  gender: 'gender',
  dob: 'dob',
  mobileNumber: 'mobile_number',
  email: 'email',
  state: 'state',
  district: 'district',
  clinicAddress: 'clinic_address',
  qualification: 'qualification',
  specialization: 'specialization',
  medicalRegistrationNumber: 'medical_registration_number',
  boardName: 'board_name',
  yoe: 'yoe',
  languagesKnown: 'languages_known',
  modeOfConsultation: 'mode_of_consultation',
  availableDays: 'available_days',
  availableTimings: 'available_timings',
  declaration: 'declaration',
  privacyPolicy: 'privacy_policy',
  termsConditions: 'terms_conditions',
  signature: 'signature',
} as const satisfies Record<keyof DoctorRequest, string>;

export function createDoctorStore(context: StoreContext, documents: DocumentStore) {
  const table = createRecordTable<keyof DoctorRequest>(context, 'doctors', DOCTOR_COLUMNS);
  return {
    add(doctor: DoctorRequest, files: AcceptedDocument[], claim?: IdempotencyClaim, screen?: RegistrationScreen): Promise<SavedRecord> {
      return documents.saveWithDocuments('doctor', files, async (trx) =>
        withPendingReview(trx, 'doctor', await table.insertWithin(trx, { ...doctor, yoe: Number(doctor.yoe) }, claim), screen),
      );
    },
    async listSince(sinceIso = '') {
      const [rows, stored] = await Promise.all([table.listSince(sinceIso), documents.storedNamesByOwner('doctor')]);
      return rows.map((row) => ({ ...row, documents: stored.get(String(row.id)) ?? '' }));
    },
    exportColumns: [...table.exportColumns, 'documents'],
    count: table.count,
  };
}
