import type { DoctorRequest } from '@/features/onboarding/api/doctor-schema';
import type { Db } from './database';
import type { AcceptedDocument, DocumentStore } from './documents';
import { createRecordTable } from './record-table';

export function createDoctorStore(db: Db, documents: DocumentStore) {
  const table = createRecordTable<keyof DoctorRequest>(db, 'doctors', {
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
  });
  return {
    add(doctor: DoctorRequest, files: AcceptedDocument[]): string {
      return documents.saveWithDocuments('doctor', files, () => table.insert({ ...doctor, yoe: Number(doctor.yoe) }));
    },
    listSince(sinceIso = '') {
      const stored = documents.storedNamesByOwner('doctor');
      return table.listSince(sinceIso).map((row) => ({ ...row, documents: stored.get(String(row.id)) ?? '' }));
    },
    count: table.count,
  };
}
