import { describe, expect, it } from 'vitest';
import { hasFormatCharacter, hasLetterOrDigit, looksEmpty } from '@/lib/visible-text';
import { registerRequestSchema } from '@/features/auth/api/credentials-schema';
import { appointmentFormSchema } from '@/features/leads/api/appointment-schema';
import { contactRequestSchema } from '@/features/leads/api/contact-schema';
import { doctorRequestSchema } from '@/features/onboarding/api/doctor-schema';
import { patientRequestSchema } from '@/features/onboarding/api/patient-schema';

const SHRINIVAS = '\u0936\u094d\u0930\u0940\u0928\u093f\u0935\u093e\u0938'; // श्रीनिवास
const KSHA_WITH_ZWJ = '\u0915\u094d\u200d\u0937'; // क्‍ष: a half form asked for with a joiner
const SHRI_WITH_ZWNJ = '\u0936\u094d\u200c\u0930\u0940'; // श्‌री: an explicit virama kept with a non-joiner

describe('hasLetterOrDigit', () => {
  it.each([
    ['a Latin name', 'Asha Verma'],
    ['one letter', 'A'],
    ['one digit', '7'],
    ['a Devanagari name with conjuncts and vowel signs', SHRINIVAS],
    ['a Devanagari word with a zero-width joiner between letters', KSHA_WITH_ZWJ],
    ['a Devanagari word with a zero-width non-joiner', SHRI_WITH_ZWNJ],
    ['Devanagari digits', '\u0967\u0968\u0969'],
    ['a letter wrapped in zero-width spaces', '\u200bA\u200b'],
    ['a letter with a combining accent', 'e\u0301'],
    ['Tamil', '\u0bae\u0bc0\u0ba9\u0bbe'],
  ])('accepts %s', (_case, text) => {
    expect(hasLetterOrDigit(text)).toBe(true);
  });

  it.each([
    ['the empty string', ''],
    ['spaces', '   '],
    ['three zero-width spaces', '\u200b\u200b\u200b'],
    ['joiners and a word joiner', '\u200d\u200c\u2060'],
    ['a byte-order mark', '\ufeff'],
    ['bidirectional overrides and isolates', '\u202e\u202d\u2066\u2069'],
    ['a soft hyphen', '\u00ad'],
    ['combining marks alone', '\u0301\u094d'],
    ['punctuation', '.-,'],
    ['an emoji', '\u{1F600}'],
  ])('refuses %s', (_case, text) => {
    expect(hasLetterOrDigit(text)).toBe(false);
  });
});

describe('looksEmpty and hasFormatCharacter', () => {
  it('counts white space and format characters only as empty', () => {
    expect(looksEmpty(' \u200b\u202e\t')).toBe(true);
    expect(looksEmpty('@.')).toBe(false);
  });

  it.each(['202E', '200B', '200D', '2066', 'FEFF', '00AD', '2060'])('finds the format character U+%s in an address', (code) => {
    expect(hasFormatCharacter(`asha${String.fromCodePoint(parseInt(code, 16))}@example.in`)).toBe(true);
  });

  it('finds none in a plain address', () => {
    expect(hasFormatCharacter('asha.verma@example.in')).toBe(false);
  });
});

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('the shared schemas', () => {
  const contact = { name: 'Rohan Mehta', email: 'rohan@example.com', phone: '9876543210' };
  const appointment = { fullName: 'Asha Verma', email: 'asha@example.in', phone: '9876543210', preferredDate: '2999-01-01', preferredTime: '9:00 AM - 10:00 AM', department: 'Other' };
  const patient = {
    fullName: 'Meera Iyer', gender: 'Female', age: '34', mobileNumber: '+919812345678', email: 'meera@example.com',
    aadharAvailable: false, ayushmanAvailable: false, rationCardAvailable: false,
    declaration: true, privacyPolicy: true, termsConditions: true, signature: 'Meera Iyer',
  };

  it.each([
    ['contact name', contactRequestSchema, contact, 'name', 'Please fill in all fields.'],
    ['appointment full name', appointmentFormSchema, appointment, 'fullName', 'Please fill in all required fields'],
    ['patient full name', patientRequestSchema, patient, 'fullName', 'Full Name is required'],
    ['patient signature', patientRequestSchema, patient, 'signature', 'Signature is required'],
  ] as const)('treats a %s of three zero-width spaces as empty: the spec\'s required message', (_case, schema, valid, field, message) => {
    expect(firstMessage(schema.safeParse({ ...valid, [field]: '\u200b\u200b\u200b' }), field)).toBe(message);
  });

  it.each([
    ['contact', contactRequestSchema, contact, 'Invalid email format.'],
    ['appointment', appointmentFormSchema, appointment, 'Please enter a valid email address'],
    ['patient', patientRequestSchema, patient, 'Please enter a valid email address'],
    ['register', registerRequestSchema, { email: 'priya@example.com', password: 'correct horse battery' }, 'Please enter a valid email address'],
  ] as const)('refuses a %s e-mail holding a right-to-left override with the spec\'s invalid-email message', (_case, schema, valid, message) => {
    expect(firstMessage(schema.safeParse({ ...valid, email: 'moc.elpmaxe\u202e@asha' }), 'email')).toBe(message);
  });

  it('treats an e-mail of zero-width spaces as empty, and "@." as invalid rather than empty', () => {
    expect(firstMessage(contactRequestSchema.safeParse({ ...contact, email: '\u200b\u200b' }), 'email')).toBe('Please fill in all fields.');
    expect(firstMessage(contactRequestSchema.safeParse({ ...contact, email: '@.' }), 'email')).toBe('Invalid email format.');
    expect(firstMessage(registerRequestSchema.safeParse({ email: '\u200b', password: 'correct horse battery' }), 'email')).toBe('Email is required');
  });

  it.each([SHRINIVAS, KSHA_WITH_ZWJ, `Sa\u0301nchez ${SHRI_WITH_ZWNJ}`])('accepts the name %s and keeps it as typed', (name) => {
    const parsed = contactRequestSchema.parse({ ...contact, name });
    expect(parsed.name).toBe(name);
    expect(patientRequestSchema.parse({ ...patient, fullName: name, signature: name }).fullName).toBe(name);
  });

  it('asks for a ticked ID proof that holds only invisible characters', () => {
    const result = patientRequestSchema.safeParse({ ...patient, aadharAvailable: true, aadharNumber: '\u200b\u200b' });
    expect(firstMessage(result, 'aadharNumber')).toBe('Aadhar Number is required');
  });

  it('applies the rule to every required text of the doctor form', () => {
    const result = doctorRequestSchema.safeParse({ boardName: '\u2060', availableDays: '\u200b' });
    expect(firstMessage(result, 'boardName')).toBe('Board name is required');
    expect(firstMessage(result, 'availableDays')).toBe('Available days is required');
  });
});
