import { useState } from 'react';
import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { FormStatus } from '@/design-system/form/form-status';
import { Honeypot } from '@/design-system/form/honeypot';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { useToast } from '@/design-system/toast/use-toast';
import { callbackFormSchemaWith, toCallbackRequest, type CallbackForm as CallbackFormData } from '@/features/leads/api/callback-schema';
import { callbackValidationMessages } from '@/features/leads/api/callback-validation-messages';
import { CALLBACK_REQUESTED, callbackFailureMessage, useRequestCallback } from '@/features/leads/api/request-callback';
import { LEAD_SAVED_OFFLINE, leadFailureMessage } from '@/features/leads/api/queued-leads';
import { useLeadSubmission } from '@/features/leads/components/use-lead-submission';
import { callbackMessages } from '@/features/leads/components/callback-messages';
import { phoneFieldMessages } from '@/features/leads/components/phone-field-messages';

const callbackFormSchema = callbackFormSchemaWith(callbackValidationMessages);
const emptyCallback = { phone: '' };
const tenDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 10);

export type CallbackFormProps = {
  /** id of the heading that names the form. */
  labelledBy: string;
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  /** Lets the phone input take digits only, at most 10 (only the home care-programs dialog does). */
  limitToTenDigits?: boolean;
  /** Called after the request succeeded (the toast is already showing). */
  onRequested?: () => void;
};

/** One phone number, sent with +91 unless it starts with +; 'Submitting...' while sending. */
export function CallbackForm({ labelledBy, idPrefix, limitToTenDigits, onRequested }: CallbackFormProps) {
  const form = useZodForm(callbackFormSchema, { defaultValues: emptyCallback });
  const { trigger } = useRequestCallback();
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const submission = useLeadSubmission('callback', {
    onSavedSent: () => form.reset(emptyCallback),
    onSavedRefused: (refusal) => setFailure(leadFailureMessage('callback', refusal)),
  });

  const send = async (values: CallbackFormData) => {
    setFailure(undefined);
    const request = toCallbackRequest(values);
    try {
      const result = await submission.submit(request, (idempotencyKey, sending) => trigger({ request, idempotencyKey, sending }));
      if (result.status === 'queued') {
        toast.info(LEAD_SAVED_OFFLINE);
        return;
      }
    } catch (error) {
      const message = callbackFailureMessage(error);
      setFailure(message);
      toast.error(message);
      return;
    }
    toast.success(CALLBACK_REQUESTED);
    form.reset(emptyCallback);
    onRequested?.();
  };

  return (
    <Form form={form} onSubmit={send} onInvalid={() => setFailure(undefined)} idPrefix={idPrefix} aria-labelledby={labelledBy}>
      <FormAlert>{failure}</FormAlert>
      <TextField
        name="phone"
        label={phoneFieldMessages.label}
        hint={limitToTenDigits ? phoneFieldMessages.tenDigitHint : phoneFieldMessages.internationalHint}
        // HTML allows `tel-national` (a number without its country code) only on a text input; inputMode keeps the keypad.
        type={limitToTenDigits ? 'text' : 'tel'}
        inputMode="tel"
        autoComplete={limitToTenDigits ? 'tel-national' : 'tel'}
        maxLength={limitToTenDigits ? 10 : undefined}
        normalize={limitToTenDigits ? tenDigits : undefined}
        required
      />
      <SubmitButton busyLabel={callbackMessages.submitting}>{callbackMessages.submit}</SubmitButton>
      <FormStatus>{submission.status}</FormStatus>
      <Honeypot inputRef={submission.trapRef} />
    </Form>
  );
}
