import path from 'node:path';
import type { FieldCipher } from '../security/field-cipher';
import { createAppointmentStore } from './appointments';
import { createAssessmentStore } from './assessments';
import { createCallbackStore } from './callbacks';
import { createContactStore } from './contacts';
import type { Db } from './database';
import { createDoctorStore } from './doctors';
import { createDocumentStore } from './documents';
import { createHospitalStore } from './hospitals';
import { createPatientStore } from './patients';
import { createUserStore } from './users';

export const UPLOADS_DIR_NAME = 'uploads';

export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, UPLOADS_DIR_NAME);
}

/** Every store over one database; uploaded documents land in DATA_DIR/uploads. */
export function createStores(db: Db, dataDir: string, cipher: FieldCipher) {
  const documents = createDocumentStore(db, uploadsDirOf(dataDir));
  return {
    users: createUserStore(db),
    appointments: createAppointmentStore(db),
    callbacks: createCallbackStore(db),
    contacts: createContactStore(db),
    assessments: createAssessmentStore(db),
    patients: createPatientStore(db, cipher),
    doctors: createDoctorStore(db, documents),
    hospitals: createHospitalStore(db, documents),
  };
}

export type Stores = ReturnType<typeof createStores>;
