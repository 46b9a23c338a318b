import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAppointment, validCredentials, validDoctorFields } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { fieldParts, jpegFile, multipartBody, pngFile } from './support/uploads';

let server: TestApp;
beforeAll(async () => {
  // No jwtSecret: the app generates one and keeps it in the data dir, as in production.
  server = await startTestApp({ jwtSecret: undefined });
});
afterAll(() => server.close());

describe('restarting on the same data dir', () => {
  it('keeps records, uploads, accounts and issued tokens', async () => {
    const token = (await server.postJson('/api/register', validCredentials())).json<{ token: string }>().token;
    expect((await server.postJson('/api/appointments', validAppointment())).statusCode).toBe(201);
    const { payload, headers } = await multipartBody([
      ...fieldParts(validDoctorFields()),
      ['profilePhoto', pngFile()],
      ['medicalRegistrationCertificate', jpegFile()],
      ['governmentID', jpegFile()],
    ]);
    expect((await server.request({ method: 'POST', url: '/api/doctors', payload, headers })).statusCode).toBe(201);
    const filesBefore = server.uploadedFiles();

    await server.restart();

    expect(server.rowCount('appointments')).toBe(1);
    expect(server.rowCount('doctors')).toBe(1);
    expect(server.uploadedFiles()).toEqual(filesBefore);
    expect((await server.postJson('/api/login', validCredentials())).statusCode).toBe(200);
    expect((await server.postJson('/api/register', validCredentials())).statusCode).toBe(409);
    const afterRestart = await server.postJson('/api/assessments', {}, { authorization: `Bearer ${token}` });
    expect(afterRestart.statusCode).toBe(400);
    expect(server.rows('schema_migrations').map((row) => row.name)).toEqual(['001-initial.sql', '002-assessment-lists.sql']);
  });
});
