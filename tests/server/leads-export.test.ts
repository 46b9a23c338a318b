import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientWithEveryId, validAssessment, validCallback, validCredentials, validPatient } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { runLeads } from './support/leads-cli';
import { quarantinedLead } from './support/quarantine';
import { runSql } from './support/run-sql';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
  await server.postJson('/api/patients', patientWithEveryId());
  await server.postJson('/api/patients', { ...validPatient(), aadharNumber: '1234' });
  await server.postJson('/api/callbacks', validCallback(), formTokenHeaders(server, 'callback'));
  const { token } = (await server.postJson('/api/register', validCredentials(), formTokenHeaders(server, 'register'))).json<{ token: string }>();
  await server.postJson('/api/assessments', validAssessment(), { authorization: `Bearer ${token}` });
  // Whatever the bot signals made of the requests above, they count here as accepted ones.
  await runSql(server, 'DELETE FROM quarantined_leads');
});
afterAll(() => server.close());

const leads = (...args: string[]) => runLeads(server.storageEnv, ...args);

describe('npm run leads -- export', () => {
  it('prints patients as JSON with ID and policy numbers masked to their last 4 characters', async () => {
    const { code, out } = await leads('export', 'patients', '--format', 'json');
    expect(code).toBe(0);
    const [patient, shortId] = JSON.parse(out) as Record<string, unknown>[];
    expect(patient).toMatchObject({
      full_name: 'Meera Iyer',
      aadhar_number: 'XXXXXXXX1234',
      pmjay_id: 'XXXXXX8765',
      other_id_proof: 'XXXXX6677',
      insurance_policy_number: 'XXXXXXXXXX8899',
    });
    expect(shortId).toMatchObject({ aadhar_number: 'XXXX' });
    for (const clear of ['123412341234', 'PMJAY98765', 'RC-556677', 'SH-2024-778899', 'enc:v1']) expect(out).not.toContain(clear);
  });

  it('prints the same masked values in CSV', async () => {
    const { code, out } = await leads('export', 'patients');
    expect(code).toBe(0);
    expect(out).toContain('XXXXXXXX1234');
    expect(out).not.toContain('123412341234');
  });

  it('prints CSV by default, neutralising cells a spreadsheet would run as formulas', async () => {
    const { code, out } = await leads('export', 'callbacks');
    expect(code).toBe(0);
    const [header, row] = out.trim().split('\r\n');
    expect(header).toBe('id,phone,created_at,quarantined');
    expect(row).toContain(",'+919876543210,");
    expect(row).toMatch(/,$/);
  });

  it('says in the quarantined column why the bot signals held a lead back, and leaves it empty for the inbox’s', async () => {
    // Put in quarantine through SQL (support/quarantine.ts), whichever way the lead routes screen requests.
    const held = await quarantinedLead(server, 'contact', ['token-forged', 'honeypot'], '2026-03-14T06:00:00.000Z', { phone: '9811110005' });
    const accepted = await quarantinedLead(server, 'contact', [], '2026-03-14T07:00:00.000Z', { phone: '9811110006' });
    await runSql(server, `DELETE FROM quarantined_leads WHERE id = '${accepted}'`);
    const rows = JSON.parse((await leads('export', 'contacts', '--format', 'json')).out) as Record<string, unknown>[];
    expect(rows.map((row) => [row.id, row.quarantined])).toEqual([
      [held, 'token-forged honeypot'],
      [accepted, ''],
    ]);
    const [header, ...lines] = (await leads('export', 'contacts')).out.trim().split('\r\n');
    expect(header).toMatch(/,created_at,quarantined$/);
    expect(lines.map((line) => line.split(',').at(-1))).toEqual(['token-forged honeypot', '']);
  });

  it('has the quarantined column when there are no leads to export', async () => {
    expect((await leads('export', 'appointments')).out).toBe('id,full_name,email,phone,preferred_date,preferred_time,department,created_at,quarantined\r\n');
  });

  it('exports assessments with the user e-mail, the answers given as lists, and never a password', async () => {
    const { out } = await leads('export', 'assessments', '--format', 'json');
    const [assessment] = JSON.parse(out) as Record<string, unknown>[];
    expect(assessment).toMatchObject({ user_email: 'priya.nair@example.com', primary_concern: 'Persistent fever' });
    const list = (column: string) => JSON.parse(String(assessment![column])) as unknown;
    expect(list('current_medications')).toEqual(['Pain relievers']);
    expect(list('known_allergies')).toEqual(['None of these']);
    expect(list('existing_conditions')).toEqual(['Thyroid issues', 'Asthma/COPD']);
    expect(out.toLowerCase()).not.toContain('password');
    expect(out).not.toContain('scrypt$');
  });

  it('writes each list as one CSV cell', async () => {
    const { out } = await leads('export', 'assessments');
    const [header, row] = out.trim().split('\r\n');
    expect(header).toContain('current_medications,known_allergies,existing_conditions');
    expect(row).toContain('"[""Pain relievers""]","[""None of these""]","[""Thyroid issues"",""Asthma/COPD""]"');
    expect(row).toContain('priya.nair@example.com');
  });

  it('filters by --since, from midnight India time', async () => {
    expect(JSON.parse((await leads('export', 'callbacks', '--format', 'json', '--since', '2000-01-01')).out)).toHaveLength(1);
    expect(JSON.parse((await leads('export', 'callbacks', '--format', 'json', '--since', '2999-01-01')).out)).toEqual([]);
  });

  it.each([
    { case: 'an unknown kind', args: ['export', 'users'] },
    { case: 'an unknown format', args: ['export', 'callbacks', '--format', 'xml'] },
    { case: 'a date that is not a date', args: ['export', 'callbacks', '--since', 'yesterday'] },
    { case: 'no command', args: [] },
  ])('refuses $case with exit code 2 and says how to use it', async ({ args }) => {
    const { code, out, err } = await leads(...args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).not.toBe('');
  });
});
