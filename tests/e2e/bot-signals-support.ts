import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { HONEYPOT_FIELD, PROOF_OF_WORK_STATUS, type QuarantineReason } from '../../src/lib/bot-signals/bot-signals';
import { runSql } from './e2e-storage';

export type LeadTable = 'appointments' | 'callbacks' | 'contacts';
/** Where a stored lead went: the staff inbox, or the quarantine folder with its reasons (docs/bots.md). */
export type LeadPlace = { inbox: boolean; quarantined: QuarantineReason[] | null };
/** What the server answered a submission: what a bot could learn from it. */
export type Answer = { status: number; body: unknown };

/** The one lead of `table` whose `column` is `value`, and where the server put it; undefined until it is stored. */
export async function placeOf(table: LeadTable, column: string, value: string): Promise<LeadPlace | undefined> {
  const [record, ...others] = await runSql(`SELECT id FROM ${table} WHERE ${column} = ?`, [value]);
  if (!record || others.length > 0) return undefined;
  const id = String(record.id);
  const inbox = (await runSql('SELECT id FROM leads WHERE id = ?', [id])).length === 1;
  const [held] = await runSql('SELECT reasons FROM quarantined_leads WHERE id = ?', [id]);
  return { inbox, quarantined: held ? (JSON.parse(String(held.reasons)) as QuarantineReason[]) : null };
}

export const expectInInbox = (table: LeadTable, column: string, value: string) =>
  expect.poll(() => placeOf(table, column, value), { message: `${table}.${column} = ${value} in the inbox` }).toEqual({ inbox: true, quarantined: null });

export const expectQuarantined = (table: LeadTable, column: string, value: string, reasons: QuarantineReason[]) =>
  expect.poll(() => placeOf(table, column, value), { message: `${table}.${column} = ${value} quarantined` }).toEqual({ inbox: false, quarantined: reasons });

/** The server's last answer to the page's POST to `path` (a proof-of-work request, solved in the background, is not the last). */
export function nextAnswer(page: Page, path: string): Promise<Answer> {
  return page
    .waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path && response.status() !== PROOF_OF_WORK_STATUS)
    .then(async (response) => ({ status: response.status(), body: await response.json() }));
}

/** A script posting straight to the API, as a bot does: no form, so no token and no trap. */
export async function postDirectly(request: APIRequestContext, path: string, data: unknown): Promise<Answer> {
  const response = await request.post(path, { data, headers: { 'Idempotency-Key': randomUUID() } });
  return { status: response.status(), body: await response.json() };
}

/** The same answer as a person's, but for the new record's own id. */
export const expectAnsweredAlike = (bot: Answer, person: Answer) =>
  expect(bot).toEqual({ status: person.status, body: { ...(person.body as object), id: expect.anything() } });

/** The honeypot in `form`: there, but out of sight, the tab order and the accessibility tree. */
export async function expectHoneypotUnseen(form: Locator) {
  await expect(form.locator(`input[name="${HONEYPOT_FIELD}"]`)).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
}

/** What a form-filling bot does with every input it finds, the trap included (through the DOM, as no person can). */
export const fillHoneypot = (form: Locator) =>
  form.locator(`input[name="${HONEYPOT_FIELD}"]`).evaluate((input: HTMLInputElement) => {
    input.value = 'https://cheap-pills.example';
  });

/** Typed key by key at a brisk person's pace, into whatever has focus. */
export const typeLikeAPerson = (page: Page, text: string) => page.keyboard.type(text, { delay: 40 });

export { unique } from './onboarding-support';
export const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A yyyy-mm-dd date a week from now in India, and its parts (typed into a date field as month, day, year). */
export function nextWeek() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-') as [string, string, string];
  return { iso, keys: `${month}${day}${year}` };
}
