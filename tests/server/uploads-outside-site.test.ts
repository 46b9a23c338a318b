import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { validDoctorFields } from './support/fixtures';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app';
import { fieldParts, jpegFile, multipartBody, pngFile } from './support/uploads';

let root: string;
let staticDir: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'healvia-site-and-data-'));
  staticDir = path.join(root, 'dist');
  mkdirSync(staticDir);
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="en"><title>Home</title></html>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('uploads live outside the served site', () => {
  it.each([
    { case: 'inside STATIC_DIR', dataDir: () => path.join(staticDir, 'data') },
    { case: 'STATIC_DIR itself', dataDir: () => staticDir },
    {
      case: 'a symlink into STATIC_DIR',
      dataDir: () => {
        mkdirSync(path.join(staticDir, 'hidden'), { recursive: true });
        symlinkSync(path.join(staticDir, 'hidden'), path.join(root, 'data-link'));
        return path.join(root, 'data-link');
      },
    },
  ])('refuses to start with DATA_DIR $case', async ({ dataDir }) => {
    await expect(buildApp({ dataDir: dataDir(), staticDir, jwtSecret: TEST_JWT_SECRET })).rejects.toThrow(/must not lie inside STATIC_DIR/);
  });

  describe('with the data dir beside the site', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startTestApp({ staticDir });
    });
    afterAll(() => server.close());

    it('never serves a stored document, by any path a guess could take', async () => {
      const { payload, headers } = await multipartBody([
        ...fieldParts(validDoctorFields()),
        ['profilePhoto', pngFile()],
        ['medicalRegistrationCertificate', jpegFile()],
        ['governmentID', jpegFile()],
      ]);
      expect((await server.request({ method: 'POST', url: '/api/doctors', payload, headers })).statusCode).toBe(201);
      const storedNames = (await server.rows('documents')).map((row) => String(row.stored_name));
      expect(storedNames).toHaveLength(3);

      for (const name of storedNames) {
        for (const url of [`/${name}`, `/uploads/${name}`, `/data/uploads/${name}`, `/../${path.basename(server.dataDir)}/uploads/${name}`]) {
          const response = await server.request({ method: 'GET', url });
          expect(response.statusCode, url).toBe(404);
          expect(response.headers['content-type'], url).not.toMatch(/^image\//);
        }
      }
    });
  });
});
