import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { staffFailure } from '@/features/staff/components/staff-failure';

/**
 * Shows a refused request on its form in the GOV.UK pattern: each field's message beside it and in the error summary
 * (which takes focus), anything else in the form's alert. What was typed stays. Returns the whole failure, so the
 * caller can act on a field the form does not have (the sign-in's expired challenge).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- forms whose schema transforms values
export function useStaffFormFailure<TValues extends FieldValues>(form: UseFormReturn<TValues, any, any>, fallbackField?: Path<TValues>) {
  const [message, setMessage] = useState<string>();

  const show = (error: unknown) => {
    const failure = staffFailure(error, fallbackField);
    for (const [name, fieldMessage] of Object.entries(failure.fields)) form.setError(name as Path<TValues>, { message: fieldMessage });
    setMessage(failure.message);
    return failure;
  };

  return { message, show, clear: () => setMessage(undefined) };
}
