import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../server/storage/database';
import { validDoctorFields, validHospitalFields, validPatient } from './support/fixtures';
import { runLeads } from './support/leads-cli';
import { startTestApp, type TestApp } from './support/test-app';
import { fieldParts, jpegFile, multipartBody, pngFile, type Part } from './support/uploads';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const leads = (...args: string[]) => runLeads(server.storageEnv, ...args);

async function register(url: string, parts: Part[]): Promise<string> {
  const { payload, headers } = await multipartBody(parts);
  const response = await server.request({ method: 'POST', url, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const registerDoctor = () =>
  register('/api/doctors', [
    ...fieldParts(validDoctorFields()),
    ['profilePhoto', pngFile()],
    ['medicalRegistrationCertificate', jpegFile()],
    ['governmentID', jpegFile()],
  ]);

const filesOf = async (ownerId: string) =>
  (await server.rows('documents'))
    .filter((row) => row.owner_id === ownerId)
    .map((row) => path.join(server.dataDir, 'uploads', String(row.stored_name)));

describe('npm run leads -- erase', () => {
  it('erases a doctor with its document rows and files, and tells only the kind, id and count', async () => {
    const erased = await registerDoctor();
    const kept = await registerDoctor();
    const files = await filesOf(erased);
    expect(files.every((file) => existsSync(file))).toBe(true);

    const { code, out, err } = await leads('erase', 'doctor', erased);

    expect({ code, out, err }).toEqual({ code: 0, out: `Erased doctor ${erased} and 3 documents\n`, err: '' });
    expect((await server.rows('doctors')).map((row) => row.id)).toEqual([kept]);
    expect(await filesOf(erased)).toEqual([]);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect(await filesOf(kept)).toHaveLength(3);
    const log = readFileSync(path.join(server.dataDir, 'erasures.log'), 'utf8');
    expect(JSON.parse(log.trim().split('\n').at(-1)!)).toEqual({ at: expect.any(String), kind: 'doctor', id: erased, documents: 3 });
    expect(log).not.toContain('Kabir');
  });

  it('erases a hospital whose files are already gone, by the plural kind too', async () => {
    const id = await register('/api/hospitals', [
      ...fieldParts(validHospitalFields()),
      ['hospitalRegistrationCertificate', jpegFile()],
      ['accreditationCertificate', pngFile()],
      ['ownerId', jpegFile()],
      ['hospitalPhoto', pngFile()],
    ]);
    for (const file of await filesOf(id)) rmSync(file);

    expect(await leads('erase', 'hospitals', id)).toEqual({ code: 0, out: `Erased hospital ${id} and 4 documents\n`, err: '' });
    expect(await server.rowCount('hospitals')).toBe(0);
    expect((await server.rows('documents')).filter((row) => row.owner_kind === 'hospital')).toEqual([]);
  });

  it('erases a patient, leaving the name in neither the export nor the database files', async () => {
    const { id } = (await server.postJson('/api/patients', { ...validPatient(), fullName: 'Zara Erasable' })).json<{ id: string }>();
    const databaseBytes = () => Buffer.concat(['', '-wal'].map((suffix) => readFileSync(path.join(server.dataDir, `${DATABASE_FILE_NAME}${suffix}`))));
    expect(databaseBytes().includes('Zara Erasable')).toBe(true);

    expect(await leads('erase', 'patient', id)).toEqual({ code: 0, out: `Erased patient ${id}\n`, err: '' });

    expect(await server.rowCount('patients')).toBe(0);
    expect((await leads('export', 'patients', '--format', 'json')).out).toBe('[]\n');
    expect(databaseBytes().includes('Zara Erasable')).toBe(false);
  });

  it('exits 1 for an id that is not there, erasing nothing', async () => {
    const kept = await registerDoctor();
    const { code, out, err } = await leads('erase', 'doctor', '00000000-0000-4000-8000-000000000000');
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe('No doctor with id "00000000-0000-4000-8000-000000000000": nothing was erased\n');
    expect((await leads('erase', 'hospital', kept)).code).toBe(1);
    expect(await filesOf(kept)).toHaveLength(3);
  });

  it.each([
    { case: 'no id', args: ['erase', 'doctor'] },
    { case: 'an unknown kind', args: ['erase', 'appointment', 'x'] },
    { case: 'two ids', args: ['erase', 'doctor', 'a', 'b'] },
    { case: 'an export option', args: ['erase', 'doctor', 'a', '--format', 'json'] },
  ])('refuses $case with exit code 2 and the usage', async ({ args }) => {
    const { code, out, err } = await leads(...args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain('npm run leads -- erase <patient|doctor|hospital> <id>');
  });
});
