import { Form } from '@/design-system/form/form';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { RelativeTime } from '@/design-system/relative-time/relative-time';
import { useAddLeadNote } from '@/features/staff/api/add-lead-note';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { LEAD_NOTE_MAX_LENGTH, leadNoteSchema } from '@/features/staff/api/lead-note-schema';
import { leadMessages } from '@/features/staff/components/lead-messages';
import type { LeadOutcomeHandlers } from '@/features/staff/components/use-lead-outcome';
import styles from '@/features/staff/components/lead-page.module.css';
import { useSignedInStaff } from '@/features/staff/components/signed-in-staff';

const m = leadMessages.notes;

/** The lead's notes, oldest first, and a form to add one; what is typed stays through any refusal (a note never conflicts). */
export function LeadNotes({ lead, headingId, onDone, onFailure }: { lead: LeadDetail; headingId: string } & LeadOutcomeHandlers) {
  const { csrfToken } = useSignedInStaff();
  const { trigger } = useAddLeadNote(lead.id, csrfToken);
  const form = useZodForm(leadNoteSchema, { defaultValues: { body: '' } });
  return (
    <div className={styles.stack}>
      {lead.notes.length === 0 ? (
        <p className={styles.muted}>{m.none}</p>
      ) : (
        <ol className={styles.notes}>
          {lead.notes.map((note) => (
            <li key={note.id} className={styles.noteItem}>
              <p className={styles.noteMeta}>
                {note.author.email} · <RelativeTime dateTime={note.at} showExact />
              </p>
              <p className={styles.noteBody}>{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Form
        form={form}
        aria-labelledby={headingId}
        idPrefix="lead-note"
        onSubmit={async (note) => {
          try {
            await trigger(note);
            form.reset({ body: '' });
            onDone(m.added);
          } catch (error) {
            onFailure(error);
          }
        }}
      >
        <TextField name="body" label={m.add} hint={m.hint} multiline rows={3} maxLength={LEAD_NOTE_MAX_LENGTH} />
        <div>
          <SubmitButton busyLabel={m.busy}>{m.submit}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
