import type { FastifyInstance } from 'fastify';
import { loginRequestSchema, registerRequestSchema, type AuthResponse } from '@/features/auth/api/credentials-schema';
import { requireMediaType } from '../http/content-type';
import { HttpError, TooManyRequestsError } from '../http/http-error';
import { rateLimited } from '../http/security';
import { parseBody } from '../http/zod-errors';
import { hashPassword, verifyAgainstNobody, verifyPassword } from '../security/passwords';
import { DuplicateEmailError, type UserAccount } from '../storage/users';
import type { RouteContext } from './route-context';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const DUPLICATE_ACCOUNT_MESSAGE = 'An account with this email already exists. Please log in instead.';

/**
 * The bot signals come after the body is valid and before the attempt is counted: a 428 and the retry that carries
 * its solution are one attempt, and signals never refuse a sign-in, they only ask for a proof of work.
 */
export function registerAuthRoutes(app: FastifyInstance, { stores, tokens, authRateLimit, botGuard: { signals } }: RouteContext): void {
  const perIp = rateLimited({ max: authRateLimit.ipMax, windowMs: authRateLimit.windowMs });
  const jsonAuth = { ...perIp, onRequest: requireMediaType('application/json') };
  // Keyed by the schema's lower-cased e-mail; logins and sign-ups on one e-mail share one count.
  const attemptsByEmail = stores.authAttempts.limiter({ max: authRateLimit.emailMax, windowMs: authRateLimit.windowMs });

  /** Counts the attempt before any password work, so a locked e-mail gives a guesser no answer at all. */
  async function countAttempt(email: string): Promise<void> {
    const retryAfter = await attemptsByEmail.attempt(email);
    if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);
  }

  async function sessionFor(user: UserAccount): Promise<AuthResponse> {
    const token = await tokens.issue({ userId: user.id, email: user.email });
    return { token, tokenType: 'Bearer', expiresIn: tokens.lifetimeSeconds };
  }

  app.post('/api/register', jsonAuth, async (request, reply) => {
    const { email, password } = parseBody(registerRequestSchema, request.body);
    await signals.guardSignIn(request, 'register');
    // Repeated sign-ups on one e-mail probe for its account as failed logins guess its password.
    await countAttempt(email);
    const passwordHash = await hashPassword(password);
    try {
      const user = await stores.users.create(email, passwordHash);
      await attemptsByEmail.forgive(email);
      return reply.code(201).send(await sessionFor(user));
    } catch (error) {
      if (error instanceof DuplicateEmailError) throw new HttpError(409, DUPLICATE_ACCOUNT_MESSAGE);
      throw error;
    }
  });

  app.post('/api/login', jsonAuth, async (request, reply) => {
    const { email, password } = parseBody(loginRequestSchema, request.body);
    await signals.guardSignIn(request, 'login');
    await countAttempt(email);
    const user = await stores.users.findByEmail(email);
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstNobody(password);
    // One answer for an unknown e-mail and a wrong password, so accounts cannot be probed here.
    if (!user || !valid) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
    await attemptsByEmail.forgive(email);
    return reply.code(200).send(await sessionFor(user));
  });
}
