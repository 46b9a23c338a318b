// The browser actors of the bots bench (issue 41, item 4), on the real pages: a headless Chromium bot that loads
// each form's page afresh and fills and submits it at once, from one address; and people on the keyboard alone,
// at a person's pace, each from an address of their own — some of them losing their connection as they send.
import { setTimeout as sleep } from 'node:timers/promises';
import { newAddress } from './form-tokens.mjs';

/** A person reads the page for a while before they start, and types about eight keys a second. */
const READING_MS = 3_000;
const KEY_DELAY_MS = 120;
const ANSWER_TIMEOUT_MS = 15_000;

/** The site's three lead forms: where each is, how a person reaches it, and what they type into it. */
export const FORMS = [
  { form: 'appointment', page: '/', path: '/api/appointments', opener: 'Book Appointment', scope: { role: 'dialog', name: 'Book an Appointment' }, submit: 'Confirm Appointment' },
  { form: 'callback', page: '/contact', path: '/api/callbacks', opener: 'Request Callback', scope: { role: 'dialog', name: 'Need Assistance?' }, submit: 'Request Callback' },
  { form: 'contact', page: '/contact', path: '/api/contact', scope: { role: 'form', name: 'Send us a message' }, submit: 'Send Message' },
];

/** The fields of `form`, in tab order, with what someone types: text key by key, choices as their first letters. */
function entriesOf(form, index) {
  const phone = `9${String(200_000_000 + index).padStart(9, '0')}`;
  if (form === 'callback') return [['Phone Number', phone]];
  if (form === 'contact') return [['Name', 'Meera Iyer'], ['Email', `meera.${index}@example.in`], ['Phone Number', phone]];
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const [year, month, day] = date.split('-');
  return [['Full Name', 'Ravi Kumar'], ['Email', `ravi.${index}@example.in`], ['Phone Number', phone], ['Preferred Date', `${month}${day}${year}`, date], ['Preferred Time', '4'], ['Department', 'Derm']];
}

/** Presses Tab until `target` has focus. */
async function tabTo(page, target) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the field with Tab');
}

/**
 * Watches one page's submissions to `path`: each POST's start, whether it carried a solved proof of work, the last
 * answer (a 428 is not the last), and every byte the page moved, with the form token's and the solver's apart.
 */
function watch(page, path) {
  const seen = { posts: [], paidProofOfWork: false, bytes: { total: 0, formToken: 0, solver: 0 } };
  let challenged = false;
  page.on('response', (response) => {
    if (response.status() === 428) challenged = true;
  });
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== path) return;
    seen.posts.push(performance.now());
    if (request.headers().altcha) seen.paidProofOfWork = true;
  });
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => undefined);
    if (!sizes) return;
    const bytes = sizes.requestHeadersSize + sizes.requestBodySize + sizes.responseHeadersSize + sizes.responseBodySize;
    const url = new URL(request.url());
    seen.bytes.total += bytes;
    if (url.pathname === '/api/form-token') seen.bytes.formToken += bytes;
    // The solver's chunks are asked for only once a 428 has come.
    if (challenged && request.resourceType() === 'script') seen.bytes.solver += bytes;
  });
  seen.answer = page
    .waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path && response.status() !== 428, { timeout: ANSWER_TIMEOUT_MS * 2 })
    .then(async (response) => ({ status: response.status(), id: response.ok() ? String((await response.json()).id) : undefined }))
    .catch(() => ({ status: 0, id: undefined }));
  return seen;
}

const scopeOf = (page, { scope }) => page.getByRole(scope.role, { name: scope.name });

/** A person on the keyboard alone; `offline`: the connection drops as they finish and returns a few seconds later. */
export async function personJourney(browser, baseUrl, spec, index, { offline = false } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', extraHTTPHeaders: { 'x-forwarded-for': newAddress() } });
  try {
    const page = await context.newPage();
    const seen = watch(page, spec.path);
    await page.goto(spec.page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await sleep(READING_MS);
    const scope = scopeOf(page, spec);
    if (spec.opener) {
      await tabTo(page, page.getByRole('button', { name: spec.opener }).first());
      await page.keyboard.press('Enter');
    }
    const entries = entriesOf(spec.form, index);
    for (const [position, [label, keys]] of entries.entries()) {
      await tabTo(page, scope.getByLabel(label, { exact: true }));
      if (offline && position === entries.length - 1) await context.setOffline(true);
      await page.keyboard.type(keys, { delay: KEY_DELAY_MS });
    }
    await tabTo(page, scope.getByRole('button', { name: spec.submit }));
    const submittedAt = performance.now();
    await page.keyboard.press('Enter');
    if (offline) {
      await page.locator('[data-toast]').filter({ hasText: 'No connection.' }).waitFor();
      await sleep(READING_MS);
      await context.setOffline(false);
    }
    const answer = await seen.answer;
    const sent = seen.posts.at(-1);
    return { ...answer, paidProofOfWork: seen.paidProofOfWork, bytes: seen.bytes, offline, addedMs: offline || sent === undefined ? undefined : sent - submittedAt };
  } finally {
    await context.close();
  }
}

/** In the page, as a bot script does: every field set at once (as React sees typing), then the button clicked. */
function fillAndSubmit({ fields, values, submit }) {
  fields.forEach((field, index) => {
    const value = field instanceof HTMLSelectElement ? field.options[1].value : values[index];
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
  submit.click();
}

/** A headless bot: each form's page loaded afresh, filled and submitted at once, all from one address. */
export async function headlessBot(browser, baseUrl, count) {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', extraHTTPHeaders: { 'x-forwarded-for': newAddress() } });
  const answers = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const spec = FORMS[index % FORMS.length];
      const page = await context.newPage();
      const seen = watch(page, spec.path);
      await page.goto(spec.page);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const scope = scopeOf(page, spec);
      if (spec.opener) await page.getByRole('button', { name: spec.opener }).first().click();
      const entries = entriesOf(spec.form, 10_000 + index);
      const fields = await Promise.all(entries.map(([label]) => scope.getByLabel(label, { exact: true }).elementHandle()));
      const submit = await scope.getByRole('button', { name: spec.submit }).elementHandle();
      const startedAt = performance.now();
      await page.evaluate(fillAndSubmit, { fields, values: entries.map(([, keys, value = keys]) => value), submit });
      const fillMs = performance.now() - startedAt;
      answers.push({ ...(await seen.answer), paidProofOfWork: seen.paidProofOfWork, fillMs });
      await page.close();
    }
  } finally {
    await context.close();
  }
  return answers;
}
