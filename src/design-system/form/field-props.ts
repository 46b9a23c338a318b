import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** Props every field shares. */
export type BaseFieldProps<TValues extends FieldValues> = {
  /** Path of the value in the form's values, e.g. "email" or "contacts.0.phone"; also gives the id `field-<name>`. */
  name: FieldPath<TValues>;
  /** For developers: the form the field belongs to; nothing changes on screen (defaults to the enclosing Form's; only needed to infer TValues). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- accepts controls of forms whose schema transforms values
  control?: Control<TValues, any, any>;
  /** Visible label (a legend for groups); it is the field's accessible name, never replaced by aria-label. */
  label: ReactNode;
  /** Help text under the label, read out with the field through aria-describedby. */
  hint?: ReactNode;
  /** Shows a required marker and sets the native required state (the form has noValidate, so the schema decides). */
  required?: boolean;
  /** Disables the field; react-hook-form then leaves its value out of the submitted data. */
  disabled?: boolean;
};

/** One choice of a select, radio group or checkbox group. */
export type FieldOption = {
  /** The value stored in the form. */
  value: string;
  /** The visible text. */
  label: ReactNode;
};
