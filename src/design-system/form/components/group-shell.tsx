import type { ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMarker, groupClassName, labelClassName } from '@/design-system/form/components/field-messages';
import styles from '@/design-system/form/components/group-shell.module.css';

type GroupShellProps = {
  name: string;
  ids: { hintId: string; errorId: string; describedBy: string | undefined };
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  inline?: boolean;
  children: ReactNode;
};

/** Radios or checkboxes in a fieldset: legend, hint, error, then the options; hint and error describe the fieldset. */
export function GroupShell({ name, ids, legend, hint, error, required, inline, children }: GroupShellProps) {
  const invalid = groupClassName(Boolean(error));
  return (
    <fieldset data-field={name} aria-describedby={ids.describedBy} className={invalid ? `${styles.fieldset} ${invalid}` : styles.fieldset}>
      <legend className={`${labelClassName} ${styles.legend}`}>
        {legend}
        {required && <RequiredMarker />}
      </legend>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <div className={inline ? `${styles.options} ${styles.inline}` : styles.options}>{children}</div>
    </fieldset>
  );
}
