import type { FastifyInstance } from 'fastify';
import { STAFF_SIGN_IN_MESSAGES, staffCodeRequestSchema, staffSignInRequestSchema, type SecondFactor, type StaffSignInResponse } from '@/features/staff/api/sign-in-schema';
import { requireMediaType } from '../http/content-type';
import { HttpError, TooManyRequestsError } from '../http/http-error';
import { rateLimited } from '../http/security';
import { parseBody } from '../http/zod-errors';
import { verifyAgainstNobody, verifyPassword } from '../security/passwords';
import type { AuditDetail } from '../storage/audit-log';
import type { StaffAccount } from '../storage/staff';
import { recoveryCodeDigest } from '../staff/recovery-codes';
import { STAFF_SESSION_ABSOLUTE_MS } from '../staff/session-policy';
import { staffCookie } from '../staff/staff-cookie';
import { isoAt } from '../staff/staff-secrets';
import { matchingStep } from '../staff/totp';
import type { RouteContext } from './route-context';
import { auditEntryOf } from './staff-audit-entry';

/** Signed in only once both steps pass: e-mail and password, then a TOTP code or a recovery code. */
export function registerStaffSignInRoutes(app: FastifyInstance, { stores, authRateLimit, staffSecurity }: RouteContext): void {
  const perIp = rateLimited({ max: authRateLimit.ipMax, windowMs: authRateLimit.windowMs });
  const jsonAuth = { ...perIp, onRequest: requireMediaType('application/json') };
  // The visitor login's limiter and limits, on keys of their own: both steps count, a full sign-in forgives.
  const attempts = stores.authAttempts.limiter({ max: authRateLimit.emailMax, windowMs: authRateLimit.windowMs }, staffSecurity.clock);
  const keyOf = (email: string) => `staff:${email}`;

  /** Counted before any password or code is checked, so a locked account gives a guesser no answer at all. */
  async function countAttempt(email: string): Promise<void> {
    const retryAfter = await attempts.attempt(keyOf(email));
    if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);
  }

  const isEnrolled = (staff: StaffAccount | undefined): staff is StaffAccount & { passwordHash: string; totpSecret: string } =>
    staff !== undefined && staff.disabledAt === null && staff.passwordHash !== null && staff.totpSecret !== null;

  async function acceptSecondFactor(staff: StaffAccount & { totpSecret: string }, factor: SecondFactor): Promise<boolean> {
    if (factor.kind === 'recovery-code') {
      return stores.staff.useRecoveryCode(staff.id, recoveryCodeDigest(staff.id, factor.code), isoAt(staffSecurity.clock()));
    }
    const step = matchingStep(staff.totpSecret, factor.code, staffSecurity.clock());
    return step !== undefined && (await stores.staff.acceptTotpStep(staff.id, step));
  }

  app.post('/api/staff/sign-in', jsonAuth, async (request, reply) => {
    const { email, password } = parseBody(staffSignInRequestSchema, request.body);
    await countAttempt(email);
    const found = await stores.staff.findByEmail(email);
    const staff = isEnrolled(found) ? found : undefined;
    const valid = staff ? await verifyPassword(password, staff.passwordHash) : await verifyAgainstNobody(password);
    if (!staff || !valid) {
      // The entry names a staff member only when the e-mail is one; a mistyped address is nobody's.
      await stores.auditLog.record(auditEntryOf(request, staffSecurity, { actorId: found?.id ?? null, action: 'staff.sign-in-failed', detail: { step: 'password' } }));
      throw new HttpError(401, STAFF_SIGN_IN_MESSAGES.invalidCredentials);
    }
    const answer: StaffSignInResponse = { next: 'code', challenge: staffSecurity.challenges.issue({ staffId: staff.id, lastStep: staff.totpLastStep }) };
    return reply.code(200).send(answer);
  });

  app.post('/api/staff/sign-in/code', jsonAuth, async (request, reply) => {
    const { challenge, code } = parseBody(staffCodeRequestSchema, request.body);
    const subject = staffSecurity.challenges.open(challenge);
    const found = subject ? await stores.staff.findById(subject.staffId) : undefined;
    // A sign-in completed since the password step (a later step accepted) ends this challenge too.
    if (!subject || !isEnrolled(found) || found.totpLastStep !== subject.lastStep) {
      throw new HttpError(401, STAFF_SIGN_IN_MESSAGES.challengeExpired, { challenge: STAFF_SIGN_IN_MESSAGES.challengeExpired });
    }
    await countAttempt(found.email);
    if (!(await acceptSecondFactor(found, code))) {
      await stores.auditLog.record(auditEntryOf(request, staffSecurity, { actorId: found.id, action: 'staff.sign-in-failed', detail: { step: code.kind } }));
      throw new HttpError(401, STAFF_SIGN_IN_MESSAGES.wrongCode, { code: STAFF_SIGN_IN_MESSAGES.wrongCode });
    }
    await attempts.forgive(keyOf(found.email));
    const detail: AuditDetail = { method: code.kind };
    if (code.kind === 'recovery-code') detail.recoveryCodesLeft = await stores.staff.recoveryCodesLeft(found.id);
    const { sessionId } = await stores.staffSessions.create(found.id, auditEntryOf(request, staffSecurity, { actorId: found.id, action: 'staff.sign-in', detail }));
    reply.header('Set-Cookie', staffCookie(sessionId, STAFF_SESSION_ABSOLUTE_MS));
    return reply.code(204).send();
  });
}
