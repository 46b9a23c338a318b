import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { runSql } from './e2e-storage';
import { expectLiveInbox, inboxRowOf, randomMobile, requestCallbackOnSite } from './staff-inbox-support';
import { addStaffMember, enrolThroughApi, signIn, staffEmail } from './staff-support';

// Chrome's line for the API's 401s: the session check before sign-in, and every call once the session has ended.
test.use({ expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 401 \(Unauthorized\)$/] });

const STAFF_ID_OF = '(SELECT id FROM staff WHERE email = ?)';
const IDLE_LIMIT_MS = 30 * 60_000;

test('a callback from the public site reaches an open inbox live; the agent works it, a supervisor reassigns it, and an idle session ends', async ({ page, browser, request }) => {
  test.slow(); // three staff members enrolled, two staff browsers and a visitor's, on a busy 2-core machine
  const [agent, otherAgent, supervisor] = await Promise.all(
    [
      ['agent', 'agent'],
      ['agent-b', 'agent'],
      ['supervisor', 'supervisor'],
    ].map(([name, role]) => {
      const email = staffEmail(name!);
      return enrolThroughApi(request, addStaffMember(email, role as 'agent' | 'supervisor'), email);
    }),
  );

  await page.goto('/staff/login');
  await signIn(page, agent!);
  await expect(page).toHaveURL('/staff');
  await expectLiveInbox(page);

  const phone = randomMobile();
  await requestCallbackOnSite(browser, phone);
  const row = inboxRowOf(page, phone);
  await expect(row).toContainText('Just in');
  await expect(row).toContainText('Unassigned');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ new callbacks?\b/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: /^Callback/ }).click();
  await expect(page).toHaveURL(/\/staff\/leads\/[^/?#]+$/);
  const leadId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  await expect(page.getByRole('heading', { level: 1, name: 'Callback' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Claim this lead' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The lead is yours now.' })).toBeVisible();
  await expect(page.getByText(`You (${agent!.email})`)).toBeVisible();

  await page.getByRole('button', { name: 'Reveal phone' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`${phone}$`) })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Shown in full. Your view of it was logged.' })).toBeVisible();
  const reveals = await runSql(`SELECT target, detail FROM audit_log WHERE action = 'lead.reveal' AND actor_staff_id = ${STAFF_ID_OF}`, [agent!.email]);
  expect(reveals.map(({ target, detail }) => ({ target, detail: typeof detail === 'string' ? JSON.parse(detail) : detail }))).toEqual([
    { target: `lead:${leadId}`, detail: { field: 'phone' } },
  ]);

  await page.getByRole('group', { name: 'New status' }).getByRole('radio', { name: 'Attempted' }).check();
  await page.getByRole('group', { name: 'What happened?' }).getByRole('radio', { name: 'No answer' }).check();
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status set to Attempted.' })).toBeVisible();
  await expect(page.getByText('Now: Attempted (No answer).')).toBeVisible();

  const note = 'Rang twice, no answer. Trying again after 4 pm.';
  await page.getByLabel('Add a note').fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: note })).toContainText(agent!.email);
  await expectNoAxeViolations(page);

  // The agent is back on the inbox while a supervisor, elsewhere, gives the lead to another agent.
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expectLiveInbox(page);
  await expect(row).toContainText('You');
  const supervisorContext = await browser.newContext();
  try {
    const desk = await supervisorContext.newPage();
    await desk.goto('/staff/login');
    await signIn(desk, supervisor!);
    await desk.goto(`/staff/leads/${encodeURIComponent(leadId)}`);
    await expect(desk.getByRole('definition').and(desk.getByText(agent!.email, { exact: true }))).toBeVisible();
    await desk.getByLabel('Assign to').selectOption({ label: otherAgent!.email });
    await desk.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(desk.getByRole('status').filter({ hasText: `Assigned to ${otherAgent!.email}.` })).toBeVisible();
  } finally {
    await supervisorContext.close();
  }
  // Someone else's lead now: it leaves the agent's list without a reload.
  await expect(row).toHaveCount(0);

  const refused = await page.request.get('/api/staff/leads/export?format=csv');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ message: 'Your role does not allow this' });

  // 31 minutes without a request, as the server's clock sees it: the next thing the agent does signs them out.
  await runSql(`UPDATE staff_sessions SET last_seen_at = ? WHERE staff_id = ${STAFF_ID_OF}`, [new Date(Date.now() - IDLE_LIMIT_MS - 60_000).toISOString(), agent!.email]);
  await page.getByLabel('Kind').selectOption({ label: 'Callback' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/^[^?]*\/staff\/login\?next=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Your session has ended, so you have been signed out. Sign in again to go on where you were.');
  expect(await runSql(`SELECT id_hash FROM staff_sessions WHERE staff_id = ${STAFF_ID_OF}`, [agent!.email])).toEqual([]);
});

test('the audit log cannot be altered through SQL, on the database the server uses', async () => {
  const email = staffEmail('audited');
  addStaffMember(email, 'agent');
  const entries = await runSql(`SELECT id, action FROM audit_log WHERE action = 'staff.added' AND target = 'staff:' || ${STAFF_ID_OF}`, [email]);
  expect(entries).toEqual([{ id: expect.anything(), action: 'staff.added' }]);
  const { id } = entries[0]!;
  await expect(runSql("UPDATE audit_log SET action = 'tampered' WHERE id = ?", [id])).rejects.toThrow('audit_log is append-only: UPDATE refused');
  await expect(runSql('DELETE FROM audit_log WHERE id = ?', [id])).rejects.toThrow('audit_log is append-only: DELETE refused');
  expect(await runSql('SELECT action FROM audit_log WHERE id = ?', [id])).toEqual([{ action: 'staff.added' }]);
});
