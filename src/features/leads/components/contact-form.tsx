import { useId, useState } from 'react';
import Typography from '@mui/material/Typography';
import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { FormStatus } from '@/design-system/form/form-status';
import { Honeypot } from '@/design-system/form/honeypot';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { useToast } from '@/design-system/toast/use-toast';
import { contactSchemaWith, type ContactFormValues, type ContactRequest } from '@/features/leads/api/contact-schema';
import { contactValidationMessages } from '@/features/leads/api/contact-validation-messages';
import { CONTACT_SENT, contactFailureMessage, useSendContactMessage } from '@/features/leads/api/send-contact-message';
import { LEAD_SAVED_OFFLINE, leadFailureMessage } from '@/features/leads/api/queued-leads';
import { useLeadSubmission } from '@/features/leads/components/use-lead-submission';
import { TenDigitPhoneField } from '@/features/leads/components/ten-digit-phone-field';
import { firstFailedCheck } from '@/features/leads/components/first-failed-check';
import { contactChecks } from '@/features/leads/components/lead-checks';
import { contactFormMessages as m } from '@/features/leads/components/contact-form-messages';

const contactFormSchema = contactSchemaWith(contactValidationMessages);
const emptyContact: ContactFormValues = { name: '', email: '', phone: '', address: '', message: '' };

/** The Contact Us form: name, e-mail and phone required, address and message optional. */
export function ContactForm() {
  const titleId = useId();
  const form = useZodForm(contactFormSchema, { defaultValues: emptyContact });
  const { trigger } = useSendContactMessage();
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const submission = useLeadSubmission('contact', {
    onSavedSent: () => form.reset(emptyContact),
    onSavedRefused: (refusal) => setFailure(leadFailureMessage('contact', refusal)),
  });

  const send = async (values: ContactRequest) => {
    setFailure(undefined);
    try {
      const result = await submission.submit(values, (idempotencyKey, sending) => trigger({ request: values, idempotencyKey, sending }));
      if (result.status === 'queued') {
        toast.info(LEAD_SAVED_OFFLINE);
        return;
      }
    } catch (error) {
      const message = contactFailureMessage(error);
      setFailure(message);
      toast.error(message);
      return;
    }
    toast.success(CONTACT_SENT);
    form.reset(emptyContact);
  };

  return (
    <>
      <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 3 }}>
        {m.heading}
      </Typography>
      <Form form={form} onSubmit={send} onInvalid={() => setFailure(undefined)} idPrefix="contact" aria-labelledby={titleId}>
        <FormAlert>{failure ?? firstFailedCheck(form.formState.errors, contactChecks)}</FormAlert>
        <TextField name="name" label={m.name} autoComplete="name" spellCheck={false} required />
        <TextField name="email" label={m.email} type="email" autoComplete="email" spellCheck={false} required />
        <TenDigitPhoneField />
        <TextField name="address" label={m.address} autoComplete="street-address" multiline rows={2} />
        <TextField name="message" label={m.message} multiline rows={5} />
        <SubmitButton busyLabel={m.sending}>{m.send}</SubmitButton>
        <FormStatus>{submission.status}</FormStatus>
        <Honeypot inputRef={submission.trapRef} />
      </Form>
    </>
  );
}
