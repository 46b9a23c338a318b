// The bot scripts that talk to the API alone (issue 41, item 4): direct posts without a token, one scraped token
// replayed, one phone number asked for again and again. Each answer is classified; what reached the inbox is
// read from the database afterwards (bots-outcomes.mjs).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fetchFormToken, formHeaders, mobileNumber, newAddress, PAST_HURRIED_MS } from './form-tokens.mjs';

/** Today plus a week, in India: the server refuses a preferred date before today there. */
function dateInAWeekInIndia() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

/** A lead of each kind, as a bot fills it: the fields a form asks for, nothing more. */
export const LEAD_KINDS = [
  { form: 'appointment', path: '/api/appointments', body: (index) => ({ fullName: 'Cheap Pills', email: `bot${index}@spam.example`, phone: mobileNumber(index), preferredDate: dateInAWeekInIndia(), preferredTime: '10:00 AM - 11:00 AM', department: 'Cardiology' }) },
  { form: 'callback', path: '/api/callbacks', body: (index) => ({ phone: mobileNumber(index) }) },
  { form: 'contact', path: '/api/contact', body: (index) => ({ name: 'Cheap Pills', email: `bot${index}@spam.example`, phone: mobileNumber(index).slice(3), message: 'Buy now' }) },
];

/** One POST and how it was answered: its status, and the lead's id when the server took it. */
async function post(baseUrl, path, body, headers) {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  return { status: response.status, id: response.ok ? String(answer.id) : undefined, paidProofOfWork: false };
}

/** `count` leads posted straight to the API from one address, no form, so no token: the three kinds in turn. */
export async function directPosts(baseUrl, count, firstIndex) {
  const address = newAddress();
  const answers = [];
  for (let index = 0; index < count; index += 1) {
    const kind = LEAD_KINDS[index % LEAD_KINDS.length];
    answers.push(await post(baseUrl, kind.path, kind.body(firstIndex + index), { 'x-forwarded-for': address }));
  }
  return answers;
}

/** One callback token scraped from the site, aged past the hurried window, then sent with `count` leads from one address. */
export async function replayedToken(baseUrl, count, firstIndex) {
  const address = newAddress();
  const token = await fetchFormToken(baseUrl, 'callback', address);
  await sleep(PAST_HURRIED_MS);
  const answers = [];
  for (let index = 0; index < count; index += 1) answers.push(await post(baseUrl, '/api/callbacks', { phone: mobileNumber(firstIndex + index) }, formHeaders(token, address)));
  return answers;
}

/**
 * One number asked to be called `count` times, each time as a different visitor would (a token of its own, aged,
 * from an address of its own): nothing but the number gives it away.
 */
export async function repeatedPhone(baseUrl, count, phoneIndex) {
  const visitors = [];
  for (let index = 0; index < count; index += 1) {
    const address = newAddress();
    visitors.push({ address, token: await fetchFormToken(baseUrl, 'callback', address) });
  }
  await sleep(PAST_HURRIED_MS);
  const answers = [];
  for (const { address, token } of visitors) answers.push(await post(baseUrl, '/api/callbacks', { phone: mobileNumber(phoneIndex) }, formHeaders(token, address)));
  return answers;
}
