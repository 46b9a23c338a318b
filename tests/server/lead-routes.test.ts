import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInDays, validAppointment, validCallback, validContact } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

type BadInput = { case: string; body: unknown; field: string; message: string };

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

async function expectRefused(url: string, table: string, { body, field, message }: BadInput) {
  const before = (await server.rowCount(table));
  const response = await server.postJson(url, body);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: 'Bad Request', fields: { [field]: message } });
  expect(await server.rowCount(table)).toBe(before);
}

describe('POST /api/appointments', () => {
  it('stores a valid request as exactly one row and answers 201 with its id', async () => {
    const before = (await server.rowCount('appointments'));
    const response = await server.postJson('/api/appointments', { ...validAppointment(), fullName: '  Asha Verma  ' });

    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await server.rowCount('appointments')).toBe(before + 1);
    expect((await server.rows('appointments')).find((row) => row.id === id)).toMatchObject({
      full_name: 'Asha Verma',
      phone: '+919876543210',
      preferred_time: '10:00 AM - 11:00 AM',
      department: 'Cardiology',
    });
  });

  it('accepts today as the preferred date', async () => {
    const response = await server.postJson('/api/appointments', { ...validAppointment(), preferredDate: dateInDays(0) });
    expect(response.statusCode).toBe(201);
  });

  const required = 'Please fill in all required fields';
  const { fullName: _omitted, ...withoutName } = validAppointment();
  it.each<BadInput>([
    { case: 'a missing full name', body: withoutName, field: 'fullName', message: required },
    { case: 'a blank full name', body: { ...validAppointment(), fullName: '   ' }, field: 'fullName', message: required },
    { case: 'a numeric full name', body: { ...validAppointment(), fullName: 42 }, field: 'fullName', message: required },
    { case: 'a 101-character name', body: { ...validAppointment(), fullName: 'a'.repeat(101) }, field: 'fullName', message: 'Must be 100 characters or fewer' },
    { case: 'an e-mail without a domain suffix', body: { ...validAppointment(), email: 'asha@example' }, field: 'email', message: 'Please enter a valid email address' },
    { case: 'an e-mail with a one-letter suffix', body: { ...validAppointment(), email: 'asha@example.c' }, field: 'email', message: 'Please enter a valid email address' },
    { case: 'a phone without the +91 prefix', body: { ...validAppointment(), phone: '9876543210' }, field: 'phone', message: 'Phone number must be 10 digits' },
    { case: 'a nine-digit phone', body: { ...validAppointment(), phone: '+91987654321' }, field: 'phone', message: 'Phone number must be 10 digits' },
    { case: 'a date in the past', body: { ...validAppointment(), preferredDate: dateInDays(-1) }, field: 'preferredDate', message: 'Preferred date cannot be earlier than today' },
    { case: 'an impossible date', body: { ...validAppointment(), preferredDate: '2031-02-30' }, field: 'preferredDate', message: 'Please choose a valid date' },
    { case: 'an unlisted time slot', body: { ...validAppointment(), preferredTime: '11:00 PM - 12:00 AM' }, field: 'preferredTime', message: 'Please choose one of the listed time slots' },
    { case: 'an unlisted department', body: { ...validAppointment(), department: 'Astrology' }, field: 'department', message: 'Please choose one of the listed departments' },
    { case: 'an unknown key', body: { ...validAppointment(), isAdmin: true }, field: 'isAdmin', message: 'Unknown field' },
  ])('refuses $case with 400 and stores nothing', (input) => expectRefused('/api/appointments', 'appointments', input));
});

describe('POST /api/callbacks', () => {
  it('stores a valid request as exactly one row', async () => {
    const before = (await server.rowCount('callbacks'));
    const response = await server.postJson('/api/callbacks', validCallback());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: expect.any(String), message: 'Submitted Successfully!' });
    expect(await server.rowCount('callbacks')).toBe(before + 1);
  });

  it('accepts an international number the visitor typed with its own plus', async () => {
    const response = await server.postJson('/api/callbacks', { phone: '+447700900123' });
    expect(response.statusCode).toBe(201);
  });

  const message = 'Please enter a valid phone number';
  it.each<BadInput>([
    { case: 'a missing phone', body: {}, field: 'phone', message },
    { case: 'a number the browser did not prefix', body: { phone: '9876543210' }, field: 'phone', message },
    { case: 'a leading zero after the plus', body: { phone: '+0123456789' }, field: 'phone', message },
    { case: 'spaces inside the number', body: { phone: '+91 98765 43210' }, field: 'phone', message },
    { case: 'more than 15 digits after +91', body: { phone: '+911234567890123456' }, field: 'phone', message },
    { case: 'a number instead of text', body: { phone: 919876543210 }, field: 'phone', message },
    { case: 'an unknown key', body: { ...validCallback(), name: 'x' }, field: 'name', message: 'Unknown field' },
    { case: 'a constructor key', body: { ...validCallback(), constructor: 'x' }, field: 'constructor', message: 'Unknown field' },
  ])('refuses $case with 400 and stores nothing', (input) => expectRefused('/api/callbacks', 'callbacks', input));
});

describe('POST /api/contact', () => {
  it('stores a valid message as exactly one row', async () => {
    const before = (await server.rowCount('contacts'));
    const response = await server.postJson('/api/contact', validContact());
    expect(response.statusCode).toBe(201);
    expect(await server.rowCount('contacts')).toBe(before + 1);
  });

  it('stores a message without the optional address and message', async () => {
    const { address: _a, message: _m, ...required } = validContact();
    const response = await server.postJson('/api/contact', required);
    expect(response.statusCode).toBe(201);
    const row = (await server.rows('contacts')).find((candidate) => candidate.id === response.json<{ id: string }>().id);
    expect(row).toMatchObject({ address: null, message: null });
  });

  it.each<BadInput>([
    { case: 'a missing name', body: { ...validContact(), name: '' }, field: 'name', message: 'Please fill in all fields.' },
    { case: 'a malformed e-mail', body: { ...validContact(), email: 'rohan.example.com' }, field: 'email', message: 'Invalid email format.' },
    { case: 'a five-digit phone', body: { ...validContact(), phone: '98765' }, field: 'phone', message: 'Phone number must be 10 digits.' },
    { case: 'a 2001-character message', body: { ...validContact(), message: 'm'.repeat(2001) }, field: 'message', message: 'Must be 2000 characters or fewer' },
    { case: 'a numeric address', body: { ...validContact(), address: 12 }, field: 'address', message: 'Invalid input: expected string, received number' },
  ])('refuses $case with 400 and stores nothing', (input) => expectRefused('/api/contact', 'contacts', input));
});
