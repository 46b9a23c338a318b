import type { Messages } from '@/lib/i18n/messages';
import { hasFormatCharacter, hasLetterOrDigit, looksEmpty } from '@/lib/visible-text';
import { z } from '@/lib/zod';

/** Field rules the three registration forms share (spec §5). */
export const MOBILE_PATTERN = /^\+?[1-9]\d{1,14}$/;
export const ONBOARDING_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The shared rules' messages, as the server (and English pages) give them. */
export const FIELD_MESSAGES = {
  mobile: 'Please enter a valid mobile number',
  email: 'Please enter a valid email address',
  date: 'Please enter a valid date',
  declaration: 'Declaration is required',
  privacyPolicy: 'Privacy Policy consent is required',
  termsConditions: 'Terms & Conditions must be accepted',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
};

export type FieldMessages = Messages<typeof FIELD_MESSAGES>;

/** The text rules, saying what is wrong in `m`'s words: one set of rules for the server and both languages. */
export function fieldRulesWith(m: FieldMessages) {
  // Not `abort: true`: an explicit abort would also stop the form-wide rules (the patient's ID proofs), and
  // each field shows only its first message anyway.
  const presentText = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, m.tooLong(max));

  /** Free text with at least one letter or digit: zero-width or other invisible characters alone count as missing. */
  const requiredText = (message: string, max = 200) => presentText(message, max).refine(hasLetterOrDigit, message);

  const optionalText = (max = 200) => z.string().trim().max(max, m.tooLong(max)).optional();

  /** A whole number typed into a text box; kept as text so form and request agree. */
  const wholeNumberText = (requiredMessage: string, notNumberMessage: string, maxDigits: number) =>
    requiredText(requiredMessage, 32).regex(new RegExp(`^\\d{1,${maxDigits}}$`), notNumberMessage);

  const mobileNumber = (requiredMessage: string) => requiredText(requiredMessage, 16).regex(MOBILE_PATTERN, m.mobile);

  const emailAddress = (requiredMessage: string) =>
    presentText(requiredMessage, 254)
      .refine((email) => !looksEmpty(email), requiredMessage)
      .regex(ONBOARDING_EMAIL_PATTERN, m.email)
      .refine((email) => !hasFormatCharacter(email), m.email);

  const isoDate = (requiredMessage: string) =>
    requiredText(requiredMessage, 10).refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, m.date);

  return { requiredText, optionalText, wholeNumberText, mobileNumber, emailAddress, isoDate };
}

export const requiredChoice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/** A select left on its empty option sends ''. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.union([z.enum(options), z.literal('')]).optional();

/** A ticked checkbox, as a boolean in the browser form and in JSON bodies. */
export const requiredConsent = (message: string) => z.boolean({ error: message }).refine((ticked) => ticked, message);

/** A ticked checkbox sent as multipart text. */
export const requiredConsentText = (message: string) =>
  z.enum(['true', 'false'], { error: message }).refine((value) => value === 'true', message).transform(() => true);

export const optionalConsentText = () =>
  z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true');
