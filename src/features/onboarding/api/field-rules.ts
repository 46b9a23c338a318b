import { hasFormatCharacter, hasLetterOrDigit, looksEmpty } from '@/lib/visible-text';
import { z } from '@/lib/zod';

/** Field rules the three registration forms share (spec §5). */
export const MOBILE_PATTERN = /^\+?[1-9]\d{1,14}$/;
export const ONBOARDING_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const FIELD_MESSAGES = {
  mobile: 'Please enter a valid mobile number',
  email: 'Please enter a valid email address',
  date: 'Please enter a valid date',
  declaration: 'Declaration is required',
  privacyPolicy: 'Privacy Policy consent is required',
  termsConditions: 'Terms & Conditions must be accepted',
} as const;

const tooLong = (max: number) => `Must be ${max} characters or fewer`;

// Not `abort: true`: an explicit abort would also stop the form-wide rules (the patient's ID proofs), and
// each field shows only its first message anyway.
const presentText = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, tooLong(max));

/** Free text with at least one letter or digit: zero-width or other invisible characters alone count as missing. */
export const requiredText = (message: string, max = 200) => presentText(message, max).refine(hasLetterOrDigit, message);

export const optionalText = (max = 200) => z.string().trim().max(max, tooLong(max)).optional();

/** A whole number typed into a text box; kept as text so form and request agree. */
export const wholeNumberText = (requiredMessage: string, notNumberMessage: string, maxDigits: number) =>
  requiredText(requiredMessage, 32).regex(new RegExp(`^\\d{1,${maxDigits}}$`), notNumberMessage);

export const requiredChoice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/** A select left on its empty option sends ''. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.union([z.enum(options), z.literal('')]).optional();

export const mobileNumber = (requiredMessage: string) =>
  requiredText(requiredMessage, 16).regex(MOBILE_PATTERN, FIELD_MESSAGES.mobile);

export const emailAddress = (requiredMessage: string) =>
  presentText(requiredMessage, 254)
    .refine((email) => !looksEmpty(email), requiredMessage)
    .regex(ONBOARDING_EMAIL_PATTERN, FIELD_MESSAGES.email)
    .refine((email) => !hasFormatCharacter(email), FIELD_MESSAGES.email);

export const isoDate = (requiredMessage: string) =>
  requiredText(requiredMessage, 10).refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, FIELD_MESSAGES.date);

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
