import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAppointment, validCallback, validContact } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { createStaffMember, signIn, staffHeaders, testClock, type StaffSignedIn } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';
import { sqlText, writeSql } from './support/write-sql';

const clock = testClock();
const logLines: string[] = [];
let server: TestApp;
const as = {} as Record<'agent' | 'supervisor' | 'admin', StaffSignedIn>;

const FORMULA_NAME = '=HYPERLINK("https://evil.example","Asha")';
const CALLBACKS = 230;

// Three staff sign-ups (password hashing) and 232 leads: longer than a hook's default on a busy machine.
beforeAll(async () => {
  server = await startTestApp({ clock: clock.now, logger: { level: 'info', stream: { write: (line) => logLines.push(line) } } });
  for (const role of ['agent', 'supervisor', 'admin'] as const) {
    as[role] = await signIn(server, clock, await createStaffMember(server, clock, `${role}@healvia.example`, role));
  }
  expect((await server.postJson('/api/appointments', { ...validAppointment(), fullName: FORMULA_NAME }, formTokenHeaders(server, 'appointment'))).statusCode).toBe(201);
  expect((await server.postJson('/api/contact', { ...validContact(), name: '+Rohan Mehta' }, formTokenHeaders(server, 'contact'))).statusCode).toBe(201);
  // One after another: the newest first in the export is the last one posted.
  for (let index = 0; index < CALLBACKS; index += 1) {
    const phone = `+9198${String(index).padStart(8, '0')}`;
    expect((await server.postJson('/api/callbacks', { ...validCallback(), phone }, formTokenHeaders(server, 'callback'))).statusCode).toBe(201);
  }
}, 60_000);
afterAll(() => server.close());

const exportAs = (who: StaffSignedIn, query: string) => server.request({ method: 'GET', url: `/api/staff/leads/export?${query}`, headers: staffHeaders(who) });
const exports = async () => (await server.rows('audit_log')).filter((row) => row.action === 'lead.export');
const csvLines = (body: string) => body.split('\r\n').slice(0, -1);

describe('GET /api/staff/leads/export', () => {
  it('refuses an agent, and logs nothing', async () => {
    const response = await exportAs(as.agent, 'format=csv');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Your role does not allow this' });
    expect(await exports()).toEqual([]);
  });

  it('streams every lead of the filter as CSV, masked as the list is and safe to open in a spreadsheet', async () => {
    const response = await exportAs(as.supervisor, 'format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="healvia-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('id,kind,received_at,due_at,status,outcome,assignee,name,contact,closed_at');
    expect(lines).toHaveLength(1 + 2 + CALLBACKS);
    expect(lines[1]).toMatch(/^[\w-]+,callback,\d{4}-.*,new,,,,••••••0229,$/);
    const [contact, appointment] = lines.slice(-2);
    expect(contact).toContain(",'+Rohan Mehta,••••••3210,");
    expect(appointment).toContain(`,"'=HYPERLINK(""https://evil.example"",""Asha"")",••••••3210,`);
    expect(response.body).not.toMatch(/9876543210|rohan@example\.com|asha\.verma|MG Road/);
  });

  it('logs the export first, with its filter, format and row count, but never the phone or e-mail searched', async () => {
    const response = await exportAs(as.admin, `format=json&kind=callback&status=open&q=${encodeURIComponent('+91 98 0000 0007')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = response.json<Record<string, unknown>[]>();
    expect(rows).toEqual([expect.objectContaining({ kind: 'callback', status: 'new', name: null, contact: '••••••0007', assignee: null })]);
    const entry = (await exports()).at(-1)!;
    expect(entry.actor_staff_id).toEqual(expect.any(String));
    expect(JSON.parse(String(entry.detail))).toEqual({
      format: 'json',
      rows: 1,
      kind: 'callback',
      status: 'open',
      assignee: 'anyone',
      overdue: false,
      receivedFrom: null,
      receivedBefore: null,
      search: 'phone',
    });
    expect(JSON.stringify(await server.rows('audit_log'))).not.toMatch(/0000 ?0007/);
    const logged = logLines.join('');
    expect(logged).toContain('/api/staff/leads/export?format=json&kind=callback&status=open&q=[search]');
    expect(logged).not.toContain('%200000%200007');
  });

  it('answers an empty file for a filter that finds nothing, and counts it', async () => {
    const csv = await exportAs(as.supervisor, 'kind=contact&status=booked');
    expect(csv.statusCode).toBe(200);
    expect(csvLines(csv.body)).toEqual(['id,kind,received_at,due_at,status,outcome,assignee,name,contact,closed_at']);
    const json = await exportAs(as.supervisor, 'format=json&kind=contact&status=booked');
    expect(json.json()).toEqual([]);
    expect(JSON.parse(String((await exports()).at(-1)!.detail))).toMatchObject({ format: 'json', rows: 0 });
  });

  it('answers 400 with the field messages for a format, a filter or paging it cannot use', async () => {
    const response = await exportAs(as.supervisor, 'format=xlsx&kind=sms');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { format: 'Choose a format: csv or json' } });
    const filter = await exportAs(as.supervisor, 'kind=sms&q=hello&colour=red');
    expect(filter.json()).toMatchObject({
      fields: {
        kind: 'Choose a kind: appointment, callback or contact',
        q: 'Search by a whole phone number (10 digits, with or without +91 or 0) or an e-mail address',
        colour: 'Unknown field',
      },
    });
    const paged = await exportAs(as.supervisor, 'limit=5&before=10');
    expect(paged.json()).toMatchObject({
      fields: {
        limit: 'An export holds every lead the filters find: leave out limit and before',
        before: 'An export holds every lead the filters find: leave out limit and before',
      },
    });
    expect((await exports()).filter((row) => JSON.parse(String(row.detail)).format === 'xlsx')).toEqual([]);
  });

  it('leaves out, and does not count, a lead the retention job erased', async () => {
    const [newest] = (await exportAs(as.supervisor, 'format=json&kind=callback')).json<{ id: string }[]>();
    const closedAt = new Date(clock.now() - 200 * 24 * 60 * 60 * 1000).toISOString();
    await writeSql(server, `UPDATE leads SET status = 'junk', closed_at = ${sqlText(closedAt)} WHERE id = ${sqlText(newest!.id)}`);
    expect(await server.app.leadRetention.runNow()).toMatchObject({ erased: 1 });
    const rows = (await exportAs(as.supervisor, 'format=json&kind=callback')).json<{ id: string }[]>();
    expect(rows).toHaveLength(CALLBACKS - 1);
    expect(rows.map((row) => row.id)).not.toContain(newest!.id);
    expect(JSON.parse(String((await exports()).at(-1)!.detail))).toMatchObject({ rows: CALLBACKS - 1 });
  });
});
