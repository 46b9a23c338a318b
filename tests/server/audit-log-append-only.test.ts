import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSql } from './support/run-sql';
import { runStaff } from './support/staff';
import { testEngine } from './support/test-database';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
  expect((await runStaff(server.storageEnv, 'add', 'first.admin@healvia.example', '--role', 'admin')).code).toBe(0);
  expect((await runStaff(server.storageEnv, 'disable', 'first.admin@healvia.example')).code).toBe(0);
});
afterAll(() => server.close());

describe('the audit log cannot be altered through SQL', () => {
  it('refuses UPDATE of any entry', async () => {
    const before = await server.rows('audit_log');
    await expect(runSql(server, "UPDATE audit_log SET action = 'nothing happened'")).rejects.toThrow('audit_log is append-only: UPDATE refused');
    await expect(runSql(server, 'UPDATE audit_log SET actor_staff_id = NULL, client_hash = NULL WHERE id = 1')).rejects.toThrow('append-only');
    expect(await server.rows('audit_log')).toEqual(before);
  });

  it('refuses DELETE of one entry or of all of them', async () => {
    const before = await server.rows('audit_log');
    expect(before.map((row) => row.action)).toEqual(['staff.added', 'staff.disabled']);
    await expect(runSql(server, 'DELETE FROM audit_log WHERE id = 1')).rejects.toThrow('audit_log is append-only: DELETE refused');
    await expect(runSql(server, 'DELETE FROM audit_log')).rejects.toThrow('append-only');
    // PostgreSQL's TRUNCATE skips row triggers: a statement trigger refuses it. SQLite has no TRUNCATE.
    if (testEngine === 'postgres') await expect(runSql(server, 'TRUNCATE audit_log')).rejects.toThrow('audit_log is append-only: TRUNCATE refused');
    expect(await server.rows('audit_log')).toEqual(before);
  });

  it('still takes new entries', async () => {
    await runSql(server, "INSERT INTO audit_log (at, action, detail) VALUES ('2026-01-01T00:00:00.000Z', 'test.appended', '{}')");
    expect(await server.rowCount('audit_log')).toBe(3);
  });
});
