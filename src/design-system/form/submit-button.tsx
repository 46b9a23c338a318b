import type { MouseEvent, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { PlainButton } from '@/design-system/button/plain-button';
import { Spinner } from '@/design-system/spinner/spinner';
import { formMessages } from '@/design-system/form/form-messages';

export type SubmitButtonProps = {
  /** The button's text when idle, e.g. 'Confirm Appointment'. */
  children: ReactNode;
  /** Shows the busy state; defaults to the enclosing form's isSubmitting. */
  busy?: boolean;
  /** Text while busy, e.g. 'Booking...' or 'Submitting...'. */
  busyLabel?: string;
  /** Disables the button outright (it leaves the tab order). */
  disabled?: boolean;
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
  /** id of the form it submits, when the button sits outside it (e.g. in a dialog's actions). */
  form?: string;
};

/**
 * The form's submit button. While busy it reads `busyLabel` with a spinner and refuses clicks, but stays
 * focusable (aria-disabled, not disabled) so keyboard and screen reader users keep their place.
 */
export function SubmitButton({ children, busy, busyLabel = formMessages.submitting, disabled, fullWidth, form }: SubmitButtonProps) {
  const formContext = useFormContext() as ReturnType<typeof useFormContext> | null;
  const isBusy = busy ?? formContext?.formState.isSubmitting ?? false;

  const refuseWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy) event.preventDefault();
  };

  return (
    <PlainButton
      type="submit"
      form={form}
      disabled={disabled}
      fullWidth={fullWidth}
      onClick={refuseWhileBusy}
      aria-disabled={isBusy || undefined}
      aria-busy={isBusy || undefined}
      startIcon={isBusy ? <Spinner /> : undefined}
    >
      {isBusy ? busyLabel : children}
    </PlainButton>
  );
}
