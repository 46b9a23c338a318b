import { useLeadMutation } from '@/features/staff/api/lead-mutation';
import type { LeadNoteRequest } from '@/features/staff/api/lead-note-schema';

/** POST /api/staff/leads/:id/notes {body}: never conflicts (no version), answers the lead with the note added. */
export function useAddLeadNote(id: string, csrfToken: string) {
  return useLeadMutation<LeadNoteRequest>(id, 'notes', csrfToken);
}
