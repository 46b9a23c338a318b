import type { FastifyInstance } from 'fastify';
import { renderSVG } from 'uqr';
import { isCommonPassword } from '@/features/auth/api/common-passwords';
import { enrolmentRequestSchemaWith, STAFF_ENROLMENT_MESSAGES, type EnrolmentDetails, type EnrolmentResult } from '@/features/staff/api/enrolment-schema';
import { normaliseRecoveryCode } from '@/features/staff/api/sign-in-schema';
import { requireMediaType } from '../http/content-type';
import { HttpError } from '../http/http-error';
import { rateLimited } from '../http/security';
import { parseBody } from '../http/zod-errors';
import { hashPassword } from '../security/passwords';
import type { OpenEnrolment } from '../storage/staff-enrolments';
import { newRecoveryCodes, recoveryCodeDigest } from '../staff/recovery-codes';
import { digestOf, isoAt, TOKEN_PATTERN } from '../staff/staff-secrets';
import { matchingStep, otpauthUriOf } from '../staff/totp';
import type { RouteContext } from './route-context';
import { auditEntryOf } from './staff-audit-entry';

const enrolmentRequestSchema = enrolmentRequestSchemaWith(isCommonPassword);

type TokenParams = { Params: { token: string } };

/** The one-time link of `npm run staff -- add`: shows the key, then takes the password and the first code. */
export function registerStaffEnrolmentRoutes(app: FastifyInstance, { stores, authRateLimit, staffSecurity }: RouteContext): void {
  const perIp = rateLimited({ max: authRateLimit.ipMax, windowMs: authRateLimit.windowMs });
  const now = () => isoAt(staffSecurity.clock());

  /** One answer for a token never issued, used, expired or of a disabled account: nothing to tell them apart. */
  async function openEnrolment(token: string): Promise<OpenEnrolment & { tokenHash: string }> {
    const tokenHash = TOKEN_PATTERN.test(token) ? digestOf(token) : undefined;
    const enrolment = tokenHash ? await stores.staffEnrolments.findOpen(tokenHash, now()) : undefined;
    if (!tokenHash || !enrolment) throw new HttpError(404, STAFF_ENROLMENT_MESSAGES.linkNotValid);
    return { ...enrolment, tokenHash };
  }

  app.get<TokenParams>('/api/staff/enrolments/:token', perIp, async (request) => {
    const { email, role, secret } = await openEnrolment(request.params.token);
    const otpauthUri = otpauthUriOf(secret, email);
    const details: EnrolmentDetails = { email, role, secret, otpauthUri, qrSvg: renderSVG(otpauthUri, { border: 4, ecc: 'M' }) };
    return details;
  });

  app.post<TokenParams>('/api/staff/enrolments/:token', { ...perIp, onRequest: requireMediaType('application/json') }, async (request, reply) => {
    const enrolment = await openEnrolment(request.params.token);
    const { password, code } = parseBody(enrolmentRequestSchema, request.body);
    const confirmedStep = matchingStep(enrolment.secret, code, staffSecurity.clock());
    if (confirmedStep === undefined) throw new HttpError(400, STAFF_ENROLMENT_MESSAGES.wrongCode, { code: STAFF_ENROLMENT_MESSAGES.wrongCode });
    const recoveryCodes = newRecoveryCodes();
    const completed = await stores.staffEnrolments.complete(
      {
        tokenHash: enrolment.tokenHash,
        staffId: enrolment.staffId,
        passwordHash: await hashPassword(password),
        secret: enrolment.secret,
        confirmedStep,
        recoveryCodeHashes: recoveryCodes.map((recoveryCode) => recoveryCodeDigest(enrolment.staffId, normaliseRecoveryCode(recoveryCode))),
      },
      now(),
      auditEntryOf(request, staffSecurity, { actorId: enrolment.staffId, action: 'staff.enrolled', target: `staff:${enrolment.staffId}` }),
    );
    // Another request with the same link finished first.
    if (!completed) throw new HttpError(404, STAFF_ENROLMENT_MESSAGES.linkNotValid);
    const result: EnrolmentResult = { recoveryCodes };
    return reply.code(201).send(result);
  });
}
