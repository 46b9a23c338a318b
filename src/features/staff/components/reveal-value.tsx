import { useEffect, useRef } from 'react';
import { PlainButton } from '@/design-system/button/plain-button';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { useRevealRegistrationField } from '@/features/staff/api/reveal-registration-field';
import type { RegistrationKind } from '@/features/staff/api/registration-status';
import { registrationMessages as m } from '@/features/staff/components/registration-messages';
import styles from '@/features/staff/components/registrations.module.css';

export type RevealValueProps = {
  kind: RegistrationKind;
  id: string;
  /** The field's key, e.g. "aadharNumber". */
  field: string;
  /** The field's label, which completes the button's name ("Reveal Aadhar Number"). */
  label: string;
  /** What is shown until revealed: a mask or "On file". */
  masked: string;
};

/**
 * A masked value and its Reveal button. The full value comes from the server, which logs the reveal first; it then
 * takes the button's place and the focus, so a screen reader reads it at once.
 */
export function RevealValue({ kind, id, field, label, masked }: RevealValueProps) {
  const { trigger, data, error, isMutating } = useRevealRegistrationField(kind, id, field);
  const valueRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (data) valueRef.current?.focus();
  }, [data]);

  if (data) {
    return (
      <span ref={valueRef} tabIndex={-1} className={styles.revealed}>
        {data.value}
      </span>
    );
  }
  return (
    <>
      <span>{masked}</span>
      <PlainButton variant="outlined" size="small" aria-disabled={isMutating || undefined} onClick={() => void (isMutating ? undefined : trigger().catch(() => undefined))}>
        {isMutating ? m.revealing : m.reveal}
        <span className={hidden.visuallyHidden}> {label}</span>
      </PlainButton>
      {error !== undefined && (
        <span role="alert" className={styles.revealError}>
          {m.revealFailed}
        </span>
      )}
    </>
  );
}
