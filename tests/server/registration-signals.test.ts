import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_TRAP_HEADER } from '@/lib/bot-signals/bot-signals';
import type { RegistrationList } from '@/features/staff/api/registration-summary';
import { validDoctorFields, validPatient } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { solvedHeaders } from './support/proof-of-work';
import { createStaffMember, signIn, staffHeaders, testClock, type StaffSignedIn } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';
import { fieldParts, jpegFile, multipartBody, pngFile } from './support/uploads';

const clock = testClock();
let server: TestApp;
let supervisor: StaffSignedIn;
beforeAll(async () => {
  server = await startTestApp({ clock: clock.now });
  supervisor = await signIn(server, clock, await createStaffMember(server, clock, 'supervisor@healvia.example', 'supervisor'));
});
afterAll(() => server.close());

const postPatient = (headers: Record<string, string>) => server.postJson('/api/patients', validPatient(), headers);

async function postDoctor(headers: Record<string, string>) {
  const files: [string, File][] = [['profilePhoto', pngFile()], ['medicalRegistrationCertificate', jpegFile()], ['governmentID', jpegFile()]];
  const body = await multipartBody([...fieldParts(validDoctorFields()), ...files]);
  return server.request({ method: 'POST', url: '/api/doctors', payload: body.payload, headers: { ...body.headers, ...headers } });
}

const listed = async (query = '') => {
  const response = await server.request({ method: 'GET', url: `/api/staff/registrations${query}`, headers: staffHeaders(supervisor) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RegistrationList>().registrations;
};
const reasonsOf = async (id: string) => (await listed()).find((row) => row.id === id)?.quarantineReasons;
const idOf = (response: { json: <T>() => T }) => response.json<{ id: string }>().id;

describe('registrations and the bot signals', () => {
  it('stores a patient without a token for review, marked, answered exactly as a person’s', async () => {
    const person = await postPatient(formTokenHeaders(server, 'patient'));
    const suspect = await postPatient({});
    expect(suspect.statusCode).toBe(person.statusCode);
    expect(suspect.json<{ message: string }>().message).toBe(person.json<{ message: string }>().message);
    expect(suspect.headers['content-length']).toBe(person.headers['content-length']);
    expect(await reasonsOf(idOf(person))).toBeUndefined();
    expect(await reasonsOf(idOf(suspect))).toEqual(['token-missing']);
    const stored = (await server.rows('registration_reviews')).find((row) => row.registration_id === idOf(suspect));
    expect(JSON.parse(String(stored?.quarantine_reasons))).toEqual(['token-missing']);
  });

  it('marks a doctor whose upload filled the honeypot, and files one sent by a person unmarked', async () => {
    const trapped = await postDoctor({ ...formTokenHeaders(server, 'doctor'), [FORM_TRAP_HEADER]: 'spam' });
    expect(trapped.statusCode, trapped.body).toBe(201);
    expect(await reasonsOf(idOf(trapped))).toEqual(['honeypot']);
    const person = await postDoctor(formTokenHeaders(server, 'doctor'));
    expect(person.statusCode, person.body).toBe(201);
    expect(await reasonsOf(idOf(person))).toBeUndefined();
  });

  it('asks a hurried registration for proof of work (428, nothing stored); solved, it is filed unmarked', async () => {
    const before = await server.rowCount('patients');
    const headers = formTokenHeaders(server, 'patient', 500);
    const hurried = await postPatient(headers);
    expect(hurried.statusCode).toBe(428);
    expect(await server.rowCount('patients')).toBe(before);
    const solved = await postPatient({ ...headers, ...(await solvedHeaders(hurried.json<{ challenge: unknown }>().challenge)) });
    expect(solved.statusCode, solved.body).toBe(201);
    expect(await reasonsOf(idOf(solved))).toBeUndefined();
  });

  it('filters the staff list on quarantined=true|false, and refuses anything else with 400', async () => {
    const marked = await listed('?quarantined=true');
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((row) => (row.quarantineReasons ?? []).length > 0)).toBe(true);
    const unmarked = await listed('?quarantined=false');
    expect(unmarked.length).toBeGreaterThan(0);
    expect(unmarked.every((row) => row.quarantineReasons === undefined)).toBe(true);
    expect(marked.length + unmarked.length).toBe((await listed()).length);
    const refused = await server.request({ method: 'GET', url: '/api/staff/registrations?quarantined=yes', headers: staffHeaders(supervisor) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields.quarantined).toBe('Choose true or false');
  });
});
