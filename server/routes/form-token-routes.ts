import type { FastifyInstance } from 'fastify';
import { GUARDED_FORMS, isGuardedForm, type FormTokenResponse } from '@/lib/bot-signals/bot-signals';
import { HttpError } from '../http/http-error';
import { rateLimited } from '../http/security';
import type { RouteContext } from './route-context';

export const UNKNOWN_FORM_MESSAGE = `Ask for a token for one of these forms: ${GUARDED_FORMS.join(', ')}`;

/**
 * A form fetches one token when it is first shown or touched, and a queued request one before it is sent: twice the
 * leads an address may post (RATE_LIMIT_MAX), so a token refused for the rate never sends a person's lead without one.
 */
const TOKENS_PER_LEAD = 2;

export function registerFormTokenRoutes(app: FastifyInstance, { botGuard, rateLimit }: RouteContext): void {
  const tokenLimit = { max: rateLimit.max * TOKENS_PER_LEAD, windowMs: rateLimit.windowMs };
  app.get<{ Querystring: { form?: unknown } }>('/api/form-token', rateLimited(tokenLimit), async (request, reply) => {
    const { form } = request.query;
    if (!isGuardedForm(form)) throw new HttpError(400, UNKNOWN_FORM_MESSAGE);
    const body: FormTokenResponse = { token: botGuard.formTokens.issue(form) };
    return reply.header('Cache-Control', 'no-store').send(body);
  });
}
