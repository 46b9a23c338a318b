import { hasFormatCharacter, hasLetterOrDigit, looksEmpty } from '@/lib/visible-text';
import type { Messages } from '@/lib/i18n/messages';
import { z } from '@/lib/zod';

/** The spec's texts: the server's answers and English pages. */
export const CONTACT_MESSAGES = {
  required: 'Please fill in all fields.',
  email: 'Invalid email format.',
  phone: 'Phone number must be 10 digits.',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
};

export type ContactMessages = Messages<typeof CONTACT_MESSAGES>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** The contact form sends exactly what it holds, so one schema (with its messages) serves the form and POST /api/contact. */
export function contactSchemaWith(m: ContactMessages) {
  const { required } = m;
  const requiredText = (max: number) => z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, m.tooLong(max));
  const optionalText = (max: number) => z.string().trim().max(max, m.tooLong(max)).optional();
  return z.strictObject({
    name: requiredText(100).refine(hasLetterOrDigit, { error: required, abort: true }),
    email: requiredText(254)
      .refine((email) => !looksEmpty(email), { error: required, abort: true })
      .regex(EMAIL_PATTERN, m.email)
      .refine((email) => !hasFormatCharacter(email), m.email),
    phone: z.string({ error: required }).trim().min(1, { error: required, abort: true }).regex(/^\d{10}$/, m.phone),
    address: optionalText(500),
    message: optionalText(2000),
  });
}

/** The server's (and English pages') schema. */
export const contactRequestSchema = contactSchemaWith(CONTACT_MESSAGES);

export const contactFormSchema = contactRequestSchema;

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactFormValues = z.input<typeof contactFormSchema>;
