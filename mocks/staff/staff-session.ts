import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { sentRequests } from '@mocks/handlers/api-call';
import { STAFF_SIGN_IN_MESSAGES, type StaffSignInResponse } from '@/features/staff/api/sign-in-schema';
import type { StaffSession } from '@/features/staff/api/staff-session';

export const STORY_CSRF_TOKEN = 'story-csrf-token';
export const STORY_CHALLENGE = 'story-challenge';

export const agentSession: StaffSession = { email: 'ravi.agent@healvia.example', role: 'agent', csrfToken: STORY_CSRF_TOKEN };
export const adminSession: StaffSession = { email: 'asha.admin@healvia.example', role: 'admin', csrfToken: STORY_CSRF_TOKEN };

const SESSION = '/api/staff/session';
const SIGN_IN = '/api/staff/sign-in';
const SIGN_IN_CODE = '/api/staff/sign-in/code';
const SIGN_OUT = { here: '/api/staff/sign-out', everywhere: '/api/staff/sign-out-everywhere' } as const;

/** The server's refusals, word for word (server/routes/staff-sign-in-routes.ts, server/http/http-error.ts). */
export const staffRefusals = {
  signInRequired: { message: 'Sign in to the staff console to continue', error: 'Unauthorized' },
  invalidCredentials: { message: STAFF_SIGN_IN_MESSAGES.invalidCredentials, error: 'Unauthorized' },
  wrongCode: { message: STAFF_SIGN_IN_MESSAGES.wrongCode, error: 'Unauthorized', fields: { code: STAFF_SIGN_IN_MESSAGES.wrongCode } },
  challengeExpired: { message: STAFF_SIGN_IN_MESSAGES.challengeExpired, error: 'Unauthorized', fields: { challenge: STAFF_SIGN_IN_MESSAGES.challengeExpired } },
  tooManyAttempts: { message: 'Too many requests. Please try again in 15 minutes.', error: 'Too Many Requests' },
  serverProblem: { message: 'Something went wrong on our side. Please try again.', error: 'Internal Server Error' },
} satisfies Record<string, JsonBodyType>;

async function record(path: string, request: Request) {
  const text = await request.text();
  sentRequests.push({ path, body: text ? (JSON.parse(text) as unknown) : undefined, headers: request.headers });
}

/** One staff POST: answered with `status` and `body` (none for a 204), a dropped connection, or never. */
function post(path: string) {
  const answer = (status: number, body?: JsonBodyType) =>
    http.post(path, async ({ request }) => {
      await record(path, request);
      return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
    });
  return {
    answer,
    networkError: () =>
      http.post(path, async ({ request }) => {
        await record(path, request);
        return HttpResponse.error();
      }),
    pending: () =>
      http.post(path, async ({ request }) => {
        await record(path, request);
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
  };
}

/** The session and sign-in calls of the staff console, for stories and tests. */
export const staffSessionApi = {
  session: (session: StaffSession = agentSession) => http.get(SESSION, () => HttpResponse.json(session)),
  noSession: () => http.get(SESSION, () => HttpResponse.json(staffRefusals.signInRequired, { status: 401 })),
  sessionFailure: () => http.get(SESSION, () => HttpResponse.json(staffRefusals.serverProblem, { status: 500 })),
  sessionPending: () =>
    http.get(SESSION, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  signIn: { ...post(SIGN_IN), success: () => post(SIGN_IN).answer(200, { next: 'code', challenge: STORY_CHALLENGE } satisfies StaffSignInResponse) },
  signInCode: { ...post(SIGN_IN_CODE), success: () => post(SIGN_IN_CODE).answer(204) },
  signOut: { ...post(SIGN_OUT.here), success: () => post(SIGN_OUT.here).answer(204) },
  signOutEverywhere: { ...post(SIGN_OUT.everywhere), success: () => post(SIGN_OUT.everywhere).answer(204) },
};
