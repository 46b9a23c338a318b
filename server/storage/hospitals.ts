import type { HospitalRequest } from '@/features/onboarding/api/hospital-schema';
import type { Db } from './database';
import type { AcceptedDocument, DocumentStore } from './documents';
import { createRecordTable } from './record-table';

export function createHospitalStore(db: Db, documents: DocumentStore) {
  const table = createRecordTable<keyof HospitalRequest>(db, 'hospitals', {
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
  });
  return {
    add(hospital: HospitalRequest, files: AcceptedDocument[]): string {
      return documents.saveWithDocuments('hospital', files, () =>
        table.insert({
          ...hospital,
          yearOfEstablishment: Number(hospital.yearOfEstablishment),
          numberOfDoctors: Number(hospital.numberOfDoctors),
          numberOfBeds: Number(hospital.numberOfBeds),
          operationTheatres: Number(hospital.operationTheatres),
        }),
      );
    },
    listSince(sinceIso = '') {
      const stored = documents.storedNamesByOwner('hospital');
      return table.listSince(sinceIso).map((row) => ({ ...row, documents: stored.get(String(row.id)) ?? '' }));
    },
    count: table.count,
  };
}
