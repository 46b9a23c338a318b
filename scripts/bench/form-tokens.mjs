// Leads posted the way the site's forms post them (issue 41, docs/bots.md): each with a form token of its own,
// sent once the token is past the 2 s "hurried" window, from a client address of its own. The servers the bench
// starts trust X-Forwarded-For (TRUST_PROXY), so each simulated visitor is one address, as people are: the
// per-address limits (60 tokens a minute, 5 and 20 leads an hour) then hold for bots without touching the bench.
import autocannon from 'autocannon';

export const FORM_TOKEN_PATH = '/api/form-token';
/** src/lib/bot-signals/bot-signals.ts: a token younger than this is answered 428 (proof of work). Plus a margin. */
export const PAST_HURRIED_MS = 2_000 + 100;
/** What the servers need to tell visitors apart on loopback. */
export const VISITOR_ADDRESS_ENV = { TRUST_PROXY: 'true' };

let lastAddress = 0;
/** A client address no other visitor of this bench process has used (10.0.0.0/8). */
export function newAddress() {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/** GET /api/form-token for `form` from `address`: the token, as the browser receives it. */
export async function fetchFormToken(baseUrl, form, address = newAddress()) {
  const response = await fetch(new URL(`${FORM_TOKEN_PATH}?form=${form}`, baseUrl), { headers: { 'x-forwarded-for': address } });
  if (!response.ok) throw new Error(`GET ${FORM_TOKEN_PATH}?form=${form}: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** The headers of a form's submission: its token and the address of the visitor who fetched it. */
export const formHeaders = (token, address) => ({ 'form-token': token, 'x-forwarded-for': address });

/** Callback numbers a person could have: distinct, so no number is asked for more than its hourly share. */
export const mobileNumber = (index) => `+919${String(100_000_000 + (index % 900_000_000)).padStart(9, '0')}`;

/**
 * Tokens for `form` fetched under load for `seconds` at `connections`, each from its own address, for a load
 * test that then sends one per lead (fetched at least as fast as leads are stored, so they last as long).
 */
export async function fetchTokenPool(baseUrl, form, { seconds, connections }) {
  const tokens = [];
  await autocannon({
    url: new URL(`${FORM_TOKEN_PATH}?form=${form}`, baseUrl).href,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': newAddress() } }),
        onResponse: (status, body) => {
          if (status === 200) tokens.push(JSON.parse(body).token);
        },
      },
    ],
  });
  return tokens;
}
