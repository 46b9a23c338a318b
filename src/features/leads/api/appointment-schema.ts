import { z } from '@/lib/zod';
import { COUNTRY_PREFIX } from '@/lib/constants';
import type { Messages } from '@/lib/i18n/messages';
import { hasFormatCharacter, hasLetterOrDigit, looksEmpty } from '@/lib/visible-text';

/** The values sent to the API (spec §3); forms show them through their catalogue's labels. */
export const APPOINTMENT_TIME_SLOTS = [
  '9:00 AM - 10:00 AM',
  '10:00 AM - 11:00 AM',
  '2:00 PM - 3:00 PM',
  '4:00 PM - 5:00 PM',
] as const;

export const APPOINTMENT_DEPARTMENTS = [
  'General Medicine',
  'Cardiology',
  'Dermatology',
  'Pediatrics',
  'Orthopedics',
  'Gynecology',
  'Endocrinology',
  'Oncology',
  'Ophthalmology',
  'Otolaryngology',
  'Other',
] as const;

export type AppointmentTimeSlot = (typeof APPOINTMENT_TIME_SLOTS)[number];
export type AppointmentDepartment = (typeof APPOINTMENT_DEPARTMENTS)[number];

/** The spec's texts: the server's answers and English pages. */
export const APPOINTMENT_MESSAGES = {
  required: 'Please fill in all required fields',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be 10 digits',
  date: 'Please choose a valid date',
  pastDate: 'Preferred date cannot be earlier than today',
  timeSlot: 'Please choose one of the listed time slots',
  department: 'Please choose one of the listed departments',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
};

export type AppointmentMessages = Messages<typeof APPOINTMENT_MESSAGES>;

const EMAIL_WITH_TLD = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date (YYYY-MM-DD) in India, so browser and server agree on what "today" means. */
export function todayInIndia(now: Date = new Date()): string {
  // India keeps UTC+05:30 all year (no daylight saving), so plain arithmetic is exact, and far cheaper per
  // request than building an Intl.DateTimeFormat for Asia/Kolkata (the server's profile showed it).
  return new Date(now.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const choice = <const T extends readonly [string, ...string[]]>(options: T, required: string, wrongChoice: string) =>
  z.enum(options, { error: (issue) => (issue.input === undefined || issue.input === '' ? required : wrongChoice) });

/** Every field but the phone, with these messages; keys in the spec's checking order. */
function appointmentFields(m: AppointmentMessages) {
  const { required } = m;
  const requiredText = (max: number) => z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, m.tooLong(max));
  return {
    fullName: requiredText(100).refine(hasLetterOrDigit, { error: required, abort: true }),
    email: requiredText(254)
      .refine((value) => !looksEmpty(value), { error: required, abort: true })
      .regex(EMAIL_WITH_TLD, m.email)
      .refine((value) => !hasFormatCharacter(value), m.email),
    phoneText: () => z.string({ error: required }).trim().min(1, { error: required, abort: true }),
    preferredDate: z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .refine((value) => ISO_DATE.test(value) && isCalendarDate(value), { error: m.date, abort: true })
      .refine((value) => value >= todayInIndia(), m.pastDate),
    preferredTime: choice(APPOINTMENT_TIME_SLOTS, required, m.timeSlot),
    department: choice(APPOINTMENT_DEPARTMENTS, required, m.department),
  };
}

// Keys in the spec's checking order (name, e-mail, phone first), so the first issue is the one to show.
/** What the visitor types, with these messages: a bare ten-digit phone number. */
export function appointmentFormSchemaWith(m: AppointmentMessages) {
  const { fullName, email, phoneText, preferredDate, preferredTime, department } = appointmentFields(m);
  return z.object({ fullName, email, phone: phoneText().regex(/^\d{10}$/, m.phone), preferredDate, preferredTime, department });
}

/** What POST /api/appointments accepts, with these messages: the phone carries the +91 prefix. */
export function appointmentRequestSchemaWith(m: AppointmentMessages) {
  const { fullName, email, phoneText, preferredDate, preferredTime, department } = appointmentFields(m);
  return z.strictObject({ fullName, email, phone: phoneText().regex(/^\+91\d{10}$/, m.phone), preferredDate, preferredTime, department });
}

/** The form's schema with the spec's English messages. */
export const appointmentFormSchema = appointmentFormSchemaWith(APPOINTMENT_MESSAGES);
/** The server's schema. */
export const appointmentRequestSchema = appointmentRequestSchemaWith(APPOINTMENT_MESSAGES);

export type AppointmentFormValues = z.input<typeof appointmentFormSchema>;
export type AppointmentForm = z.infer<typeof appointmentFormSchema>;
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

export function toAppointmentRequest(form: AppointmentForm): AppointmentRequest {
  return { ...form, phone: `${COUNTRY_PREFIX}${form.phone}` };
}
