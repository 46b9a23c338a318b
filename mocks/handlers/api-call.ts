import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import type { z } from '@/lib/zod';
import { CHECKING_YOUR_REQUEST, mockChallenge } from '@mocks/handlers/proof-of-work';

export type SentRequest = { path: string; body: unknown; headers: Headers };

/** Every request the API handlers received, newest last, so play functions can assert what was sent. */
export const sentRequests: SentRequest[] = [];

export function lastSent(path: string): SentRequest | undefined {
  return sentRequests.filter((request) => request.path === path).at(-1);
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]));
  }
  return request.json().catch(() => undefined);
}

type ApiCallOptions = {
  /** Validates JSON bodies like the server does; multipart calls skip it. */
  schema?: z.ZodType;
  successStatus?: 200 | 201;
  successBody: JsonBodyType;
};

/** Success and failure variants of one API call, for stories, tests and the mock dev mode. */
export function apiCall(path: string, { schema, successStatus = 201, successBody }: ApiCallOptions) {
  const record = async (request: Request) => {
    const body = await readBody(request);
    sentRequests.push({ path, body, headers: request.headers });
    return body;
  };
  return {
    path,
    /** Answers like the real server: 400 with field errors for an invalid body, else success. */
    success: () =>
      http.post(path, async ({ request }) => {
        const body = await record(request);
        const result = schema?.safeParse(body);
        if (result && !result.success) {
          const fields = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
          return HttpResponse.json({ message: fields[0]?.message ?? 'Invalid request', error: 'Bad Request', fields }, { status: 400 });
        }
        return HttpResponse.json(successBody, { status: successStatus });
      }),
    /** A failure with the given status and body (e.g. { message } or { error }, or none). */
    failure: (status = 500, body?: JsonBodyType) =>
      http.post(path, async ({ request }) => {
        await record(request);
        return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
      }),
    /** The connection fails: fetch rejects with a TypeError. `once`: only the next request, then the handlers after it answer. */
    networkError: ({ once = false }: { once?: boolean } = {}) =>
      http.post(
        path,
        async ({ request }) => {
          await record(request);
          return HttpResponse.error();
        },
        { once },
      ),
    /**
     * Asks for a proof of work (428 with a real challenge), as the server does when a submission looks hurried.
     * `once` (the default): only the next request; the handlers after it answer the one sent with the solution.
     */
    provingWork: ({ once = true }: { once?: boolean } = {}) =>
      http.post(
        path,
        async ({ request }) => {
          await record(request);
          return HttpResponse.json({ error: CHECKING_YOUR_REQUEST, challenge: await mockChallenge() }, { status: 428 });
        },
        { once },
      ),
    /** Answers as the handlers after it do, `ms` later: a state shown while a request is on its way stays long enough to be read. */
    slowly: (ms: number) =>
      http.post(path, async () => {
        await delay(ms);
        return undefined;
      }),
    /** Never answers, to show the busy state. */
    pending: () =>
      http.post(path, async ({ request }) => {
        await record(request);
        await delay('infinite');
        return HttpResponse.json({});
      }),
  };
}
