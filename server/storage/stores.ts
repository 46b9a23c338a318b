import path from 'node:path';
import type { FieldCipher } from '../security/field-cipher';
import { createAppointmentStore } from './appointments';
import { createAssessmentStore } from './assessments';
import { createAuditLog } from './audit-log';
import { createAttemptStore } from './auth-attempts';
import { createBotSignalStore } from './bot-signals';
import { createRateLimitWindows } from './rate-limit-windows';
import { createCallbackStore } from './callbacks';
import { createContactStore } from './contacts';
import { createDoctorStore } from './doctors';
import { createDocumentStore } from './documents';
import type { StorageEngine } from './engines/storage-engine';
import { createGroupCommit } from './group-commit';
import { createHospitalStore } from './hospitals';
import { createLeadChangeStore } from './lead-changes';
import { createLeadExport } from './lead-export';
import { createLeadInbox, type LeadTargetSettings } from './lead-inbox';
import { createLeadReads } from './lead-reads';
import { createPatientStore } from './patients';
import { createQuarantinedLeads } from './quarantined-leads';
import { createRegistrationRecords } from './registration-records';
import { createRegistrationReviewStore } from './registration-reviews';
import { createStaffStore } from './staff';
import { createEnrolmentStore } from './staff-enrolments';
import { createStaffSessionStore } from './staff-sessions';
import { createUserStore } from './users';
import { createVitalsStore } from './vitals-store';

export const UPLOADS_DIR_NAME = 'uploads';

export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, UPLOADS_DIR_NAME);
}

/**
 * Every store over one engine; single-record writes share group commits. `clock` stamps staff sessions and audit
 * entries; `leadTargets` counts new leads' due times (the defaults when absent).
 */
export function createStores(engine: StorageEngine, cipher: FieldCipher, clock: () => number = Date.now, leadTargets?: LeadTargetSettings) {
  const groupCommit = createGroupCommit(engine.db, { concurrency: engine.writeConcurrency, isTransientConflict: engine.isTransientConflict });
  const context = { engine, groupCommit };
  const documents = createDocumentStore(engine);
  const auditLog = createAuditLog(context, clock);
  const leadInbox = createLeadInbox(context, leadTargets);
  return {
    users: createUserStore(context),
    authAttempts: createAttemptStore(context),
    botSignals: createBotSignalStore(context, Date.now),
    rateLimitWindows: createRateLimitWindows(context),
    appointments: createAppointmentStore(context, leadInbox),
    callbacks: createCallbackStore(context, leadInbox),
    contacts: createContactStore(context, leadInbox),
    leadInbox,
    quarantinedLeads: createQuarantinedLeads(context, auditLog, leadInbox),
    assessments: createAssessmentStore(context),
    patients: createPatientStore(context, cipher),
    doctors: createDoctorStore(context, documents),
    hospitals: createHospitalStore(context, documents),
    auditLog,
    staff: createStaffStore(context, cipher, auditLog),
    staffEnrolments: createEnrolmentStore(context, cipher, auditLog),
    staffSessions: createStaffSessionStore(context, auditLog, clock),
    leadReads: createLeadReads(engine),
    leadExport: createLeadExport(engine),
    leadChanges: createLeadChangeStore(context, auditLog, clock),
    registrationReviews: createRegistrationReviewStore(context, auditLog, clock),
    registrationRecords: createRegistrationRecords(engine, cipher),
    vitals: createVitalsStore(context, clock),
  };
}

export type Stores = ReturnType<typeof createStores>;
