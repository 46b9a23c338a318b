import type { ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMarker, groupClassName, labelClassName } from '@/design-system/form/components/field-messages';

type FieldShellProps = {
  name: string;
  ids: { id: string; hintId: string; errorId: string };
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
};

/**
 * One input in GOV.UK order: label, hint, error, input. The required marker sits outside the <label>
 * so the label's text is exactly the field's name. `data-field` lets the Form read the fields' order.
 */
export function FieldShell({ name, ids, label, hint, error, required, children }: FieldShellProps) {
  return (
    <div data-field={name} className={groupClassName(Boolean(error))}>
      <div className={labelClassName}>
        <label htmlFor={ids.id}>{label}</label>
        {required && <RequiredMarker />}
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      {children}
    </div>
  );
}
