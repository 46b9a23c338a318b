import { useState } from 'react';
import { PlainButton, plainButtonClassName } from '@/design-system/button/plain-button';
import { CheckboxField } from '@/design-system/form/checkbox-field';
import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { SubmitButton } from '@/design-system/form/submit-button';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { useToast } from '@/design-system/toast/use-toast';
import { staffConsoleName } from '@/lib/staff-console-name';
import { savedCodesSchema } from '@/features/staff/api/saved-codes-schema';
import { enrolMessages } from '@/features/staff/components/enrol-messages';
import styles from '@/features/staff/components/recovery-codes.module.css';
import screen from '@/features/staff/screens/staff-screen.module.css';

type RecoveryCodesProps = {
  codes: readonly string[];
  /** The account they belong to, named in the downloaded file. */
  email: string;
  /** Called once the staff member confirms they have kept the codes. */
  onSaved: () => void;
  headingId: string;
};

const CODES_LABEL_ID = 'recovery-codes-label';

/** The ten recovery codes, shown this once: copy them, download them, and say so before going on. */
export function RecoveryCodes({ codes, email, onSaved, headingId }: RecoveryCodesProps) {
  const toast = useToast();
  const [copyFailed, setCopyFailed] = useState(false);
  const form = useZodForm(savedCodesSchema, { defaultValues: { saved: false } });
  const file = [`${staffConsoleName}: recovery codes for ${email}`, 'Each code signs in once.', '', ...codes, ''].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyFailed(false);
      toast.success(enrolMessages.copied);
    } catch {
      setCopyFailed(true);
    }
  };

  return (
    <>
      <p>{enrolMessages.codesIntro}</p>
      <div>
        <p id={CODES_LABEL_ID} className={styles.label}>
          {enrolMessages.codesLabel}
        </p>
        <ol aria-labelledby={CODES_LABEL_ID} className={styles.codes}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
      </div>
      <div className={screen.actions}>
        <PlainButton variant="outlined" onClick={() => void copy()}>
          {enrolMessages.copy}
        </PlainButton>
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download={enrolMessages.downloadName} className={plainButtonClassName({ variant: 'outlined' })}>
          {enrolMessages.download}
        </a>
      </div>
      <FormAlert>{copyFailed && enrolMessages.copyFailed}</FormAlert>
      <Form form={form} onSubmit={onSaved} idPrefix="recovery-codes" aria-labelledby={headingId}>
        <CheckboxField name="saved" label={enrolMessages.saved} required />
        <SubmitButton>{enrolMessages.continue}</SubmitButton>
      </Form>
    </>
  );
}
