import { useId, useState } from 'react';
import Typography from '@mui/material/Typography';
import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { FormStatus } from '@/design-system/form/form-status';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { useToast } from '@/design-system/toast/use-toast';
import { contactFormSchema, type ContactFormValues, type ContactRequest } from '@/features/leads/api/contact-schema';
import { CONTACT_SENT, contactFailureMessage, useSendContactMessage } from '@/features/leads/api/send-contact-message';
import { LEAD_SAVED_OFFLINE, leadFailureMessage } from '@/features/leads/api/queued-leads';
import { useLeadSubmission } from '@/features/leads/components/use-lead-submission';
import { TenDigitPhoneField } from '@/features/leads/components/ten-digit-phone-field';
import { firstFailedCheck } from '@/features/leads/components/first-failed-check';
import { contactChecks } from '@/features/leads/components/lead-checks';

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
      const result = await submission.submit(values, (idempotencyKey) => trigger({ request: values, idempotencyKey }));
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
        Send us a message
      </Typography>
      <Form form={form} onSubmit={send} onInvalid={() => setFailure(undefined)} idPrefix="contact" aria-labelledby={titleId}>
        <FormAlert>{failure ?? firstFailedCheck(form.formState.errors, contactChecks)}</FormAlert>
        <TextField name="name" label="Name" autoComplete="name" spellCheck={false} required />
        <TextField name="email" label="Email" type="email" autoComplete="email" spellCheck={false} required />
        <TenDigitPhoneField />
        <TextField name="address" label="Address (optional)" autoComplete="street-address" multiline rows={2} />
        <TextField name="message" label="Message (optional)" multiline rows={5} />
        <SubmitButton busyLabel="Sending...">Send Message</SubmitButton>
        <FormStatus>{submission.status}</FormStatus>
      </Form>
    </>
  );
}
