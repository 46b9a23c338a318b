import type { onRequestAsyncHookHandler } from 'fastify';
import type { TokenService } from '../security/tokens';
import type { Stores } from '../storage/stores';
import { HttpError } from './http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user's id, set by `requireUser` on routes that need a login. */
    userId: string;
  }
}

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue';

/** Accepts only `Authorization: Bearer <token>` carrying a valid, unexpired token of an existing user. */
export function requireUser(tokens: TokenService, users: Stores['users']): onRequestAsyncHookHandler {
  return async (request) => {
    const match = /^Bearer ([A-Za-z0-9_.-]+)$/i.exec(request.headers.authorization ?? '');
    const userId = match?.[1] ? await tokens.verify(match[1]) : undefined;
    if (!userId || !(await users.findById(userId))) throw new HttpError(401, LOGIN_REQUIRED_MESSAGE);
    request.userId = userId;
  };
}
