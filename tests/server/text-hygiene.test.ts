import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTokenHeaders } from './support/form-token';
import { validAppointment, validAssessment, validContact, validDoctorFields, validPatient } from './support/fixtures';
import { encodeParts, multipartType, textParts, type RawPart } from './support/hostile/multipart-encoding';
import { JPEG_BYTES, PNG_BYTES } from './support/hostile/spoofed-files';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp;
let authorization: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestApp();
  const registered = await server.postJson('/api/register', { email: 'owner@example.com', password: 'long enough pass' }, formTokenHeaders(server, 'register'));
  authorization = { authorization: `Bearer ${registered.json<{ token: string }>().token}` };
});
afterAll(() => server.close());

const NOT_ALLOWED = 'Contains characters that are not allowed';

describe('text in JSON bodies', () => {
  it.each([
    { case: 'a NUL', name: 'Rohan\u0000Mehta' },
    { case: 'an escape sequence', name: 'Rohan\u001b[2J' },
    { case: 'a lone surrogate', name: 'Rohan \ud83d' },
    { case: 'a C1 control', name: 'Rohan\u009b' },
  ])('refuses $case in a text field, naming the field', async ({ name }) => {
    const response = await server.postJson('/api/contact', { ...validContact(), name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NOT_ALLOWED, error: 'Bad Request', fields: { name: NOT_ALLOWED } });
    expect(await server.rowCount('contacts')).toBe(0);
  });

  it('finds the character in a nested field too', async () => {
    const body = { ...validAssessment(), metadata: { ...validAssessment().metadata, browser: 'Chrome\u0000' } };
    const response = await server.postJson('/api/assessments', body, authorization);
    expect(response.json()).toMatchObject({ message: NOT_ALLOWED, fields: { 'metadata.browser': NOT_ALLOWED } });
  });

  it('keeps tabs, line breaks, emoji, joiners and combining marks', async () => {
    const before = await server.rowCount('contacts');
    const message = 'Line one\r\nLine two\twith a tab \u{1F469}\u200d\u{1F469}\u200d\u{1F467} \u0915\u094d\u200d\u0937 e\u0301';
    const response = await server.postJson('/api/contact', { ...validContact(), name: 'Sa\u0301nchez \u0936\u094d\u200c\u0930\u0940', message });
    expect(response.statusCode).toBe(201);
    expect(await server.rowCount('contacts')).toBe(before + 1);
  });

  it('says a field is required where the schema has no words of its own', async () => {
    const response = await server.postJson('/api/assessments', {}, authorization);
    expect(response.json().fields).toMatchObject({ metadata: 'This field is required' });
  });

  it('names three unknown fields, counts the rest and lists at most 50', async () => {
    const extra = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`extra${index}`, index]));
    const response = await server.postJson('/api/callbacks', { phone: '+919876543210', ...extra });
    expect(response.json().message).toBe('Unknown fields: extra0, extra1, extra2 and 497 more');
    expect(Object.keys(response.json().fields)).toHaveLength(50);
  });

  it('spells out invisible characters of an unknown field it quotes', async () => {
    const response = await server.postJson('/api/callbacks', { phone: '+919876543210', 'phone\u202e': 'x' });
    expect(response.json().message).toBe('Unknown field: phone\\u202E');
  });
});

describe('text that only looks filled in', () => {
  it.each([
    { url: '/api/contact', table: 'contacts', body: { ...validContact(), name: '\u200b\u200b\u200b' }, field: 'name', message: 'Please fill in all fields.' },
    { url: '/api/appointments', table: 'appointments', body: { ...validAppointment(), fullName: '\u200b\u200b\u200b' }, field: 'fullName', message: 'Please fill in all required fields' },
    { url: '/api/patients', table: 'patients', body: { ...validPatient(), signature: '\u200d\u2060' }, field: 'signature', message: 'Signature is required' },
    { url: '/api/contact', table: 'contacts', body: { ...validContact(), email: 'rohan\u202e@example.com' }, field: 'email', message: 'Invalid email format.' },
    { url: '/api/appointments', table: 'appointments', body: { ...validAppointment(), email: 'asha\u200b@example.in' }, field: 'email', message: 'Please enter a valid email address' },
    { url: '/api/patients', table: 'patients', body: { ...validPatient(), email: 'meera\u2066@example.com' }, field: 'email', message: 'Please enter a valid email address' },
    { url: '/api/register', table: 'users', body: { email: 'moc.elpmaxe\u202e@priya', password: 'correct horse battery' }, field: 'email', message: 'Please enter a valid email address' },
  ])('refuses $url with $field = $body.$field with the spec\'s message, storing nothing', async ({ url, table, body, field, message }) => {
    const before = await server.rowCount(table);
    const response = await server.postJson(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, error: 'Bad Request', fields: { [field]: message } });
    expect(await server.rowCount(table)).toBe(before);
  });

  it('stores a Devanagari name with a joiner inside it exactly as typed', async () => {
    const name = '\u0936\u094d\u0930\u0940\u0928\u093f\u0935\u093e\u0938 \u0915\u094d\u200d\u0937';
    const response = await server.postJson('/api/contact', { ...validContact(), name, email: 'shrinivas@example.in' });
    expect(response.statusCode).toBe(201);
    const stored = (await server.rows('contacts')).find((row) => row.email === 'shrinivas@example.in');
    expect(stored?.name).toBe(name);
  });
});

describe('text and file names in multipart forms', () => {
  const documents = (): RawPart[] => [
    { name: 'profilePhoto', value: PNG_BYTES, filename: 'me.png', type: 'image/png' },
    { name: 'medicalRegistrationCertificate', value: JPEG_BYTES, filename: 'registration.jpg', type: 'image/jpeg' },
    { name: 'governmentID', value: JPEG_BYTES, filename: 'pan.jpg', type: 'image/jpeg' },
  ];
  const replacing = (parts: RawPart[], replacement: RawPart) => parts.map((part) => (part.name === replacement.name ? replacement : part));
  const postDoctor = (parts: RawPart[]) =>
    server.request({ method: 'POST', url: '/api/doctors', payload: encodeParts(parts), headers: { 'content-type': multipartType() } });
  const validParts = () => [...textParts(validDoctorFields()), ...documents()];

  it.each([
    { case: 'a NUL in a text field', part: { name: 'clinicAddress', value: '22 Residency\u0000Road' }, message: NOT_ALLOWED },
    { case: 'a text part declared as JSON', part: { name: 'boardName', value: '{"name":"KMC"}', type: 'application/json' }, message: 'Send this field as plain text' },
    {
      case: 'a control character in a file name',
      part: { name: 'governmentID', value: JPEG_BYTES, filename: 'pan\u001b[31m.jpg', type: 'image/jpeg' },
      message: 'The file name contains characters that are not allowed',
    },
    {
      case: 'a file name over 255 characters',
      part: { name: 'governmentID', value: JPEG_BYTES, filename: `${'n'.repeat(252)}.jpg`, type: 'image/jpeg' },
      message: 'The file name is too long',
    },
  ])('refuses $case, naming the field, and stores nothing', async ({ part, message }) => {
    const response = await postDoctor(replacing(validParts(), part));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [part.name]: message } });
    expect(Object.keys(response.json().fields)).toEqual([part.name]);
    expect(await server.rowCount('doctors')).toBe(0);
    expect(await server.uploadedFiles()).toEqual([]);
  });

  it('answers a part declared JSON that is not JSON with 400, not 406', async () => {
    const response = await postDoctor(replacing(validParts(), { name: 'boardName', value: '{not json', type: 'application/json' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'A form field declared as JSON is not valid JSON', error: 'Bad Request' });
  });

  it('accepts a file name of 255 characters', async () => {
    const response = await postDoctor(replacing(validParts(), { name: 'governmentID', value: JPEG_BYTES, filename: `${'n'.repeat(251)}.jpg`, type: 'image/jpeg' }));
    expect(response.statusCode).toBe(201);
  });
});
