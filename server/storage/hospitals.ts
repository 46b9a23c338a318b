import type { HospitalRequest } from '@/features/onboarding/api/hospital-schema';
import type { AcceptedDocument, DocumentStore } from './documents';
import type { IdempotencyClaim, SavedRecord } from './insert-once';
import { createRecordTable, type StoreContext } from './record-table';
import { withPendingReview, type RegistrationScreen } from './registration-reviews';

/** Each field of the form → its column. */
export const HOSPITAL_COLUMNS = {
  hospitalName: 'hospital_name',
  hospitalType: 'hospital_type',
  yearOfEstablishment: 'year_of_establishment',
  registrationNumber: 'registration_number',
  accredition: 'accreditation',
  ownerName: 'owner_name',
  mobileNumber: 'mobile_number',
  email: 'email',
  state: 'state',
  district: 'district',
  hospitalAddress: 'hospital_address',
  numberOfDoctors: 'number_of_doctors',
  numberOfBeds: 'number_of_beds',
  departmentsAvailable: 'departments_available',
  emergencyService: 'emergency_service',
  operationTheatres: 'operation_theatres',
  labFacilities: 'lab_facilities',
  declaration: 'declaration',
  privacyPolicy: 'privacy_policy',
  termsConditions: 'terms_conditions',
  signature: 'signature',
} as const satisfies Record<keyof HospitalRequest, string>;

export function createHospitalStore(context: StoreContext, documents: DocumentStore) {
  const table = createRecordTable<keyof HospitalRequest>(context, 'hospitals', HOSPITAL_COLUMNS);
  return {
    add(hospital: HospitalRequest, files: AcceptedDocument[], claim?: IdempotencyClaim, screen?: RegistrationScreen): Promise<SavedRecord> {
      const record = {
        ...hospital,
        yearOfEstablishment: Number(hospital.yearOfEstablishment),
        numberOfDoctors: Number(hospital.numberOfDoctors),
        numberOfBeds: Number(hospital.numberOfBeds),
        operationTheatres: Number(hospital.operationTheatres),
      };
      return documents.saveWithDocuments('hospital', files, async (trx) => withPendingReview(trx, 'hospital', await table.insertWithin(trx, record, claim), screen));
    },
    async listSince(sinceIso = '') {
      const [rows, stored] = await Promise.all([table.listSince(sinceIso), documents.storedNamesByOwner('hospital')]);
      return rows.map((row) => ({ ...row, documents: stored.get(String(row.id)) ?? '' }));
    },
    exportColumns: [...table.exportColumns, 'documents'],
    count: table.count,
  };
}
