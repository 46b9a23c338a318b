import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validAssessment, validDoctorFields, validPatient } from './support/fixtures';
import { REUSED_KEY_ANSWER, expectOneAnswer, newKey, sendAtOnce } from './support/idempotency';
import { formTokenHeaders } from './support/form-token';
import { startTestApp, type TestApp } from './support/test-app';
import { fieldParts, jpegFile, multipartBody, pngFile, type Part } from './support/uploads';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const withKey = (key: string | undefined): Record<string, string> => (key === undefined ? {} : { 'idempotency-key': key });

describe('POST /api/patients with an Idempotency-Key', () => {
  const post = (body: unknown, key?: string) => server.postJson('/api/patients', body, withKey(key));

  it('answers 50 concurrent sends of one registration alike, from one stored row', async () => {
    const key = newKey();
    const before = await server.rowCount('patients');

    const id = expectOneAnswer(await sendAtOnce(50, () => post(validPatient(), key)), { message: 'Submitted Successfully!' });

    expect(await server.rowCount('patients')).toBe(before + 1);
    expect((await server.rows('patients')).filter((row) => row.idempotency_key === key).map((row) => row.id)).toEqual([id]);
  });

  it('refuses the key reused with another ID number, which is stored only encrypted, with 422', async () => {
    const key = newKey();
    expect((await post(validPatient(), key)).statusCode).toBe(201);
    const before = await server.rowCount('patients');

    const reused = await post({ ...validPatient(), aadharNumber: '999999999999' }, key);

    expect([reused.statusCode, reused.json()]).toEqual([422, REUSED_KEY_ANSWER]);
    expect(await server.rowCount('patients')).toBe(before);
  });

  it('still stores each registration sent without a key', async () => {
    const before = await server.rowCount('patients');
    const answers = [await post(validPatient()), await post(validPatient())];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await server.rowCount('patients')).toBe(before + 2);
  });
});

describe('POST /api/doctors with an Idempotency-Key', () => {
  afterEach(async () => {
    expect((await server.uploadedFiles()).filter((file) => file.includes(`${path.sep}.incoming${path.sep}`))).toEqual([]);
  });

  const doctorParts = (photo = pngFile('me.png')): Part[] => [
    ...fieldParts(validDoctorFields()),
    ['profilePhoto', photo],
    ['medicalRegistrationCertificate', jpegFile('registration.jpg')],
    ['governmentID', jpegFile('pan-card.jpeg')],
  ];
  async function post(parts: Part[], key?: string) {
    const { payload, headers } = await multipartBody(parts);
    return server.request({ method: 'POST', url: '/api/doctors', payload, headers: { ...headers, ...withKey(key) } });
  }
  const stored = async () => ({ doctors: await server.rowCount('doctors'), documents: await server.rowCount('documents'), files: (await server.uploadedFiles()).length });

  it('answers 50 concurrent sends of one registration alike, storing one doctor with three documents', async () => {
    const key = newKey();
    const before = await stored();

    const id = expectOneAnswer(await sendAtOnce(50, () => post(doctorParts(), key)), { message: 'Submitted Successfully!' });

    expect(await stored()).toEqual({ doctors: before.doctors + 1, documents: before.documents + 3, files: before.files + 3 });
    expect((await server.rows('documents')).filter((row) => row.owner_id === id)).toHaveLength(3);
  });

  it('refuses the key reused with another photo with 422, adding no row, document or file', async () => {
    const key = newKey();
    expect((await post(doctorParts(), key)).statusCode).toBe(201);
    const before = await stored();

    const reused = await post(doctorParts(pngFile('me.png', 4096)), key);

    expect([reused.statusCode, reused.json()]).toEqual([422, REUSED_KEY_ANSWER]);
    expect(await stored()).toEqual(before);
  });

  it('still stores each registration sent without a key', async () => {
    const before = await stored();
    const answers = [await post(doctorParts()), await post(doctorParts())];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect((await stored()).doctors).toBe(before.doctors + 2);
  });
});

describe('POST /api/assessments with an Idempotency-Key', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const email of ['asha@example.com', 'ravi@example.com']) {
      const answer = await server.postJson('/api/register', { email, password: 'a long enough pass' }, formTokenHeaders(server, 'register'));
      tokens[email] = answer.json<{ token: string }>().token;
    }
  });
  const post = (body: unknown, key: string, email = 'asha@example.com') =>
    server.postJson('/api/assessments', body, { authorization: `Bearer ${tokens[email]}`, ...withKey(key) });
  const message = 'Assessment submitted successfully';

  it('answers 50 concurrent sends of one self-check alike, from one stored row', async () => {
    const key = newKey();
    const before = await server.rowCount('assessments');

    const answers = await sendAtOnce(50, () => post(validAssessment(), key));

    expectOneAnswer(answers, { success: true, message });
    expect(await server.rowCount('assessments')).toBe(before + 1);
  });

  it('refuses the key reused with other answers with 422', async () => {
    const key = newKey();
    expect((await post(validAssessment(), key)).statusCode).toBe(201);
    const before = await server.rowCount('assessments');

    const reused = await post({ ...validAssessment(), painLevel: 9 }, key);

    expect([reused.statusCode, reused.json()]).toEqual([422, REUSED_KEY_ANSWER]);
    expect(await server.rowCount('assessments')).toBe(before);
  });

  it('never hands one account another account’s record: the same key and answers from another user get 422', async () => {
    const key = newKey();
    expect((await post(validAssessment(), key)).statusCode).toBe(201);

    const other = await post(validAssessment(), key, 'ravi@example.com');

    expect([other.statusCode, other.json()]).toEqual([422, REUSED_KEY_ANSWER]);
  });
});
