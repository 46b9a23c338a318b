import type { AssessmentRequest } from '@/features/assessment/api/assessment-schema';
import type { Db } from './database';
import { createRecordTable } from './record-table';

type AssessmentRow = Omit<AssessmentRequest, 'metadata'> &
  AssessmentRequest['metadata'] & { userId: string; submittedAt: string };

export function createAssessmentStore(db: Db) {
  const table = createRecordTable<Exclude<keyof AssessmentRow, 'submissionTime'>>(db, 'assessments', {
    userId: 'user_id',
    primaryConcern: 'primary_concern',
    symptomDuration: 'symptom_duration',
    painLevel: 'pain_level',
    additionalSymptoms: 'additional_symptoms',
    symptomHistory: 'symptom_history',
    currentMedications: 'current_medications',
    knownAllergies: 'known_allergies',
    existingConditions: 'existing_conditions',
    travelHistory: 'travel_history',
    additionalNotes: 'additional_notes',
    browser: 'browser',
    os: 'os',
    screenResolution: 'screen_resolution',
    submittedAt: 'submitted_at',
  });
  // Staff see who answered by e-mail; the password hash never leaves the users table.
  const listWithEmail = db.prepare(
    `SELECT a.*, u.email AS user_email FROM assessments a JOIN users u ON u.id = a.user_id
     WHERE a.created_at >= ? ORDER BY a.created_at, a.rowid`,
  );

  return {
    add(userId: string, { metadata, ...answers }: AssessmentRequest): string {
      const { submissionTime, ...client } = metadata;
      return table.insert({ ...answers, ...client, userId, submittedAt: submissionTime });
    },
    listSince: (sinceIso = '') => listWithEmail.all(sinceIso) as Record<string, unknown>[],
    count: table.count,
  };
}
