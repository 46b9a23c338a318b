import type { FastifyInstance } from 'fastify';
import { GUARDED_FORMS, isGuardedForm, type FormTokenResponse } from '@/lib/bot-signals/bot-signals';
import { HttpError } from '../http/http-error';
import { rateLimited } from '../http/security';
import type { RouteContext } from './route-context';

export const UNKNOWN_FORM_MESSAGE = `Ask for a token for one of these forms: ${GUARDED_FORMS.join(', ')}`;

/** A form fetches one token when it is first shown or touched (and a queued request before it is sent). */
const TOKENS_PER_MINUTE = 60;

export function registerFormTokenRoutes(app: FastifyInstance, { botGuard }: RouteContext): void {
  app.get<{ Querystring: { form?: unknown } }>('/api/form-token', rateLimited({ max: TOKENS_PER_MINUTE, windowMs: 60_000 }), async (request, reply) => {
    const { form } = request.query;
    if (!isGuardedForm(form)) throw new HttpError(400, UNKNOWN_FORM_MESSAGE);
    const body: FormTokenResponse = { token: botGuard.formTokens.issue(form) };
    return reply.header('Cache-Control', 'no-store').send(body);
  });
}
