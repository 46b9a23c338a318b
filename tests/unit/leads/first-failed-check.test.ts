import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { appointmentFormSchema } from '@/features/leads/api/appointment-schema';
import { contactFormSchema } from '@/features/leads/api/contact-schema';
import { firstFailedCheck } from '@/features/leads/components/first-failed-check';
import { appointmentChecks, contactChecks } from '@/features/leads/components/lead-checks';

/** The schema's first message per field, shaped like react-hook-form's errors. */
function errorsOf(schema: typeof appointmentFormSchema | typeof contactFormSchema, values: Record<string, unknown>): FieldErrors {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0]);
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}

const booking = { fullName: 'Asha Rao', email: 'asha@example.in', phone: '9876543210', preferredDate: '2999-01-01', preferredTime: '2:00 PM - 3:00 PM', department: 'Cardiology' };

describe('the appointment box shows the first failing check in the spec order', () => {
  it('1. a blank name, e-mail or phone comes before any format problem', () => {
    expect(firstFailedCheck(errorsOf(appointmentFormSchema, { ...booking, email: 'not-an-email', phone: '' }), appointmentChecks)).toBe(
      'Please fill in all required fields',
    );
    expect(firstFailedCheck(errorsOf(appointmentFormSchema, { ...booking, phone: '12', department: '' }), appointmentChecks)).toBe(
      'Please fill in all required fields',
    );
  });
  it('2. then the e-mail (a tld of at least two letters)', () => {
    expect(firstFailedCheck(errorsOf(appointmentFormSchema, { ...booking, email: 'asha@example.i', phone: '12' }), appointmentChecks)).toBe(
      'Please enter a valid email address',
    );
  });
  it('3. then the ten-digit phone', () => {
    expect(firstFailedCheck(errorsOf(appointmentFormSchema, { ...booking, phone: '98765 43210' }), appointmentChecks)).toBe('Phone number must be 10 digits');
  });
  it('then the date, which cannot be before today', () => {
    expect(firstFailedCheck(errorsOf(appointmentFormSchema, { ...booking, preferredDate: '2000-01-01' }), appointmentChecks)).toBe(
      'Preferred date cannot be earlier than today',
    );
  });
  it('nothing when every check passes', () => {
    expect(firstFailedCheck(errorsOf(appointmentFormSchema, booking), appointmentChecks)).toBeUndefined();
  });
});

describe('the contact box shows the first failing check in the spec order', () => {
  const message = { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '9876543210', address: '', message: '' };
  it('required fields first, then the e-mail, then the phone', () => {
    expect(firstFailedCheck(errorsOf(contactFormSchema, { ...message, email: 'x', phone: '' }), contactChecks)).toBe('Please fill in all fields.');
    expect(firstFailedCheck(errorsOf(contactFormSchema, { ...message, email: 'x', phone: '1' }), contactChecks)).toBe('Invalid email format.');
    expect(firstFailedCheck(errorsOf(contactFormSchema, { ...message, phone: '123456789' }), contactChecks)).toBe('Phone number must be 10 digits.');
    expect(firstFailedCheck(errorsOf(contactFormSchema, message), contactChecks)).toBeUndefined();
  });
});
