import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '@/features/assessment/api/assessment-options';
import { assessmentRequestSchema, toAssessmentRequest } from '@/features/assessment/api/assessment-schema';
import {
  APPOINTMENT_DEPARTMENTS,
  APPOINTMENT_TIME_SLOTS,
  appointmentFormSchema,
  appointmentRequestSchema,
  toAppointmentRequest,
} from '@/features/leads/api/appointment-schema';
import { callbackFormSchema, callbackRequestSchema, toCallbackRequest } from '@/features/leads/api/callback-schema';
import { doctorFormSchema } from '@/features/onboarding/api/doctor-schema';
import { hospitalRequestSchema } from '@/features/onboarding/api/hospital-schema';
import { dateInDays, validAssessment, validHospitalFields } from './support/fixtures';
import { oversizePng, pdfPretendingToBePng, pngFile } from './support/uploads';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the schemas shared by the browser forms and the server', () => {
  it('lists the spec’s 4 time slots, 11 departments and 10 assessment questions', () => {
    expect(APPOINTMENT_TIME_SLOTS).toHaveLength(4);
    expect(APPOINTMENT_DEPARTMENTS).toHaveLength(11);
    expect(ASSESSMENT_QUESTIONS.map((question) => question.field)).toHaveLength(10);
    expect(ASSESSMENT_QUESTIONS.filter((question) => question.required)).toHaveLength(9);
  });

  it('turns the appointment form’s ten digits into the +91 number the server accepts', () => {
    const form = appointmentFormSchema.parse({
      fullName: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      preferredDate: dateInDays(1),
      preferredTime: APPOINTMENT_TIME_SLOTS[0],
      department: 'Other',
    });
    const request = toAppointmentRequest(form);
    expect(request.phone).toBe('+919876543210');
    expect(appointmentRequestSchema.safeParse(request).success).toBe(true);
  });

  it('checks the appointment fields in the spec’s order of messages', () => {
    const blank = { fullName: '', email: '', phone: '', preferredDate: '', preferredTime: '', department: '' };
    expect(firstMessage(appointmentFormSchema.safeParse(blank))).toBe('Please fill in all required fields');
    const badEmail = { ...blank, fullName: 'A', email: 'a@b', phone: '98765' };
    expect(appointmentFormSchema.safeParse(badEmail).error?.issues.map((issue) => issue.message).slice(0, 2)).toEqual([
      'Please enter a valid email address',
      'Phone number must be 10 digits',
    ]);
  });

  it.each([
    ['9876543210', '+919876543210'],
    ['+447700900123', '+447700900123'],
  ])('prefixes +91 to a callback number only when it has no plus: %s → %s', (typed, sent) => {
    const request = toCallbackRequest(callbackFormSchema.parse({ phone: typed }));
    expect(request.phone).toBe(sent);
    expect(callbackRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves an empty optional note out of the assessment body', () => {
    const { metadata, ...answers } = validAssessment();
    const request = toAssessmentRequest(assessmentRequestSchema.parse({ ...answers, metadata }), metadata as never);
    expect(request).toHaveProperty('additionalNotes');
    const withoutNote = toAssessmentRequest({ ...assessmentRequestSchema.parse({ ...answers, metadata }), additionalNotes: '  ' }, metadata as never);
    expect(withoutNote).not.toHaveProperty('additionalNotes');
  });

  it('gives the spec’s upload messages for a picked file, judging its type by its first bytes too', async () => {
    const shape = doctorFormSchema.shape.profilePhoto;
    expect(firstMessage(await shape.safeParseAsync(pngFile('scan.png', 2048)))).toBeUndefined();
    expect(firstMessage(await shape.safeParseAsync(pdfPretendingToBePng()))).toBe('Only JPG/JPEG/PNG images are allowed');
    expect(firstMessage(await shape.safeParseAsync(oversizePng()))).toBe('File size exceeds 5MB limit');
    expect(firstMessage(await shape.safeParseAsync(new File(['x'], 'a.gif', { type: 'image/gif' })))).toBe('Only JPG/JPEG/PNG images are allowed');
    expect(firstMessage(await shape.safeParseAsync(undefined))).toBe('All required documents must be uploaded');
  });

  it('takes a year of establishment as digits, and not one still to come', () => {
    const year = (yearOfEstablishment: string) => firstMessage(hospitalRequestSchema.safeParse({ ...validHospitalFields(), yearOfEstablishment }));
    expect(year(String(new Date().getFullYear()))).toBeUndefined();
    expect(year('19x8')).toBe('Year of establishment must be a number');
    expect(year(String(new Date().getFullYear() + 1))).toBe('Year of establishment cannot be in the future');
  });
});
