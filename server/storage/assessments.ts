import type { AssessmentRequest } from '@/features/assessment/api/assessment-schema';
import { withoutIdempotencyColumns, type IdempotencyClaim, type SavedRecord } from './insert-once';
import { createRecordTable, type StoreContext } from './record-table';

type AssessmentRow = Omit<AssessmentRequest, 'metadata'> &
  AssessmentRequest['metadata'] & { userId: string; submittedAt: string };

export function createAssessmentStore(context: StoreContext) {
  const table = createRecordTable<Exclude<keyof AssessmentRow, 'submissionTime'>>(context, 'assessments', {
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
  const { db, insertionOrder } = context.engine;

  return {
    add(userId: string, { metadata, ...answers }: AssessmentRequest, claim?: IdempotencyClaim): Promise<SavedRecord> {
      const { submissionTime, ...client } = metadata;
      return table.insert({ ...answers, ...client, userId, submittedAt: submissionTime }, claim);
    },
    /** Staff see who answered by e-mail; the password hash never leaves the users table. */
    async listSince(sinceIso = ''): Promise<Record<string, unknown>[]> {
      const rows = await db
        .selectFrom('assessments as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .selectAll('a')
        .select('u.email as user_email')
        .where('a.created_at', '>=', sinceIso)
        .orderBy('a.created_at')
        .orderBy(insertionOrder('a'))
        .execute();
      return rows.map(withoutIdempotencyColumns);
    },
    exportColumns: [...table.exportColumns, 'user_email'],
    count: table.count,
  };
}
