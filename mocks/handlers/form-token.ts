import { http, HttpResponse } from 'msw';
import { FORM_TOKEN_PATH } from '@/lib/bot-signals/bot-signals';

/** Every form token the mock handed out, newest last, so tests can tell a fresh token from a kept one. */
export const issuedFormTokens: string[] = [];

/** GET /api/form-token: a new token per call, naming its form, as the server's does (issue 41). */
export const formTokens = {
  path: FORM_TOKEN_PATH,
  success: () =>
    http.get(FORM_TOKEN_PATH, ({ request }) => {
      const token = `mock-form-token.${new URL(request.url).searchParams.get('form') ?? ''}.${issuedFormTokens.length + 1}`;
      issuedFormTokens.push(token);
      return HttpResponse.json({ token }, { headers: { 'Cache-Control': 'no-store' } });
    }),
  /** No answer (offline, or the API down): the forms go on without a token. */
  networkError: () => http.get(FORM_TOKEN_PATH, () => HttpResponse.error()),
};
