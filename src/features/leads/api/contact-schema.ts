import { hasFormatCharacter, hasLetterOrDigit, looksEmpty } from '@/lib/visible-text';
import { z } from '@/lib/zod';

export const CONTACT_MESSAGES = {
  required: 'Please fill in all fields.',
  email: 'Invalid email format.',
  phone: 'Phone number must be 10 digits.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const { required } = CONTACT_MESSAGES;

const requiredText = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, `Must be ${max} characters or fewer`);

const optionalText = (max: number) => z.string().trim().max(max, `Must be ${max} characters or fewer`).optional();

/** The contact form sends exactly what it holds, so one schema serves the form and POST /api/contact. */
export const contactRequestSchema = z.strictObject({
  name: requiredText(100).refine(hasLetterOrDigit, { error: required, abort: true }),
  email: requiredText(254)
    .refine((email) => !looksEmpty(email), { error: required, abort: true })
    .regex(EMAIL_PATTERN, CONTACT_MESSAGES.email)
    .refine((email) => !hasFormatCharacter(email), CONTACT_MESSAGES.email),
  phone: z.string({ error: required }).trim().min(1, { error: required, abort: true }).regex(/^\d{10}$/, CONTACT_MESSAGES.phone),
  address: optionalText(500),
  message: optionalText(2000),
});

export const contactFormSchema = contactRequestSchema;

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactFormValues = z.input<typeof contactFormSchema>;
