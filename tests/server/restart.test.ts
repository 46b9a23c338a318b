import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTokenHeaders } from './support/form-token';
import { validAppointment, validCredentials, validDoctorFields } from './support/fixtures';
import { testEngine } from './support/test-database';
import { startTestApp, type TestApp } from './support/test-app';
import { fieldParts, jpegFile, multipartBody, pngFile } from './support/uploads';

let server: TestApp;
beforeAll(async () => {
  // On SQLite no jwtSecret: the app generates one and keeps it in the data dir, as in production.
  server = await startTestApp(testEngine === 'sqlite' ? { jwtSecret: undefined } : {});
});
afterAll(() => server.close());

describe('restarting on the same data dir', () => {
  it('keeps records, uploads, accounts and issued tokens', async () => {
    const token = (await server.postJson('/api/register', validCredentials(), formTokenHeaders(server, 'register'))).json<{ token: string }>().token;
    expect((await server.postJson('/api/appointments', validAppointment())).statusCode).toBe(201);
    const { payload, headers } = await multipartBody([
      ...fieldParts(validDoctorFields()),
      ['profilePhoto', pngFile()],
      ['medicalRegistrationCertificate', jpegFile()],
      ['governmentID', jpegFile()],
    ]);
    expect((await server.request({ method: 'POST', url: '/api/doctors', payload, headers })).statusCode).toBe(201);
    const filesBefore = (await server.uploadedFiles());

    await server.restart();

    expect(await server.rowCount('appointments')).toBe(1);
    expect(await server.rowCount('doctors')).toBe(1);
    expect(await server.uploadedFiles()).toEqual(filesBefore);
    expect((await server.postJson('/api/login', validCredentials(), formTokenHeaders(server, 'login'))).statusCode).toBe(200);
    expect((await server.postJson('/api/register', validCredentials(), formTokenHeaders(server, 'register'))).statusCode).toBe(409);
    const afterRestart = await server.postJson('/api/assessments', {}, { authorization: `Bearer ${token}` });
    expect(afterRestart.statusCode).toBe(400);
    const migrations = readdirSync(path.resolve('server/migrations', testEngine)).sort();
    expect((await server.rows('schema_migrations')).map((row) => row.name).sort()).toEqual(migrations);
  });
});
