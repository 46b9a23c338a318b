import type { FastifyInstance } from 'fastify';
import { loginRequestSchema, registerRequestSchema, type AuthResponse } from '@/features/auth/api/credentials-schema';
import { requireMediaType } from '../http/content-type';
import { HttpError } from '../http/http-error';
import { rateLimited } from '../http/security';
import { parseBody } from '../http/zod-errors';
import { hashPassword, verifyAgainstNobody, verifyPassword } from '../security/passwords';
import { DuplicateEmailError, type UserAccount } from '../storage/users';
import type { RouteContext } from './route-context';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const DUPLICATE_ACCOUNT_MESSAGE = 'An account with this email already exists. Please log in instead.';

export function registerAuthRoutes(app: FastifyInstance, { stores, tokens, rateLimit }: RouteContext): void {
  const jsonAuth = { ...rateLimited(rateLimit), onRequest: requireMediaType('application/json') };

  async function sessionFor(user: UserAccount): Promise<AuthResponse> {
    const token = await tokens.issue({ userId: user.id, email: user.email });
    return { token, tokenType: 'Bearer', expiresIn: tokens.lifetimeSeconds };
  }

  app.post('/api/register', jsonAuth, async (request, reply) => {
    const { email, password } = parseBody(registerRequestSchema, request.body);
    const passwordHash = await hashPassword(password);
    try {
      const user = stores.users.create(email, passwordHash);
      return reply.code(201).send(await sessionFor(user));
    } catch (error) {
      if (error instanceof DuplicateEmailError) throw new HttpError(409, DUPLICATE_ACCOUNT_MESSAGE);
      throw error;
    }
  });

  app.post('/api/login', jsonAuth, async (request, reply) => {
    const { email, password } = parseBody(loginRequestSchema, request.body);
    const user = stores.users.findByEmail(email);
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstNobody(password);
    // One answer for an unknown e-mail and a wrong password, so accounts cannot be probed here.
    if (!user || !valid) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
    return reply.code(200).send(await sessionFor(user));
  });
}
