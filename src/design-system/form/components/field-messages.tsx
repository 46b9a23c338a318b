import type { ReactNode } from 'react';
import styles from '@/design-system/form/components/field-messages.module.css';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { formMessages } from '@/design-system/form/form-messages';

/** An asterisk after a required field's label; screen readers hear the input's required state instead. */
export function RequiredMarker() {
  return (
    <span aria-hidden className={styles.required}>
      *
    </span>
  );
}

/** The class of a label or legend: bold, in the text colour, a little above what follows. */
export const labelClassName = styles.label;

/** The hint under a label. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** A field's error, GOV.UK style: bold red text that screen readers hear as "Error: …". */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <span className={hidden.visuallyHidden}>{formMessages.errorPrefix}</span> {children}
    </p>
  );
}

/** The class of the red bar that marks a field or group in error (none while it is valid). */
export function groupClassName(invalid: boolean): string | undefined {
  return invalid ? styles.invalid : undefined;
}
