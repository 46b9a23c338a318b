import type { FastifyInstance } from 'fastify';
import { assessmentRequestSchema, type AssessmentResponse } from '@/features/assessment/api/assessment-schema';
import { requireUser } from '../http/authenticate';
import { requireMediaType } from '../http/content-type';
import { readIdempotencyKey } from '../http/idempotency-key';
import { rateLimited } from '../http/security';
import { parseBody } from '../http/zod-errors';
import type { RouteContext } from './route-context';

export function registerAssessmentRoutes(app: FastifyInstance, { stores, tokens, rateLimit, saveOnce }: RouteContext): void {
  // The login check comes first, so nobody without a token learns anything about the body's shape.
  const onRequest = [requireUser(tokens, stores.users), requireMediaType('application/json'), readIdempotencyKey];

  app.post('/api/assessments', { ...rateLimited(rateLimit), onRequest }, async (request, reply) => {
    const assessment = parseBody(assessmentRequestSchema, request.body);
    const { userId } = request;
    // The user is part of what the key stands for: another account's identical answers are another request.
    const id = await saveOnce(request, { userId, assessment }, (claim) => stores.assessments.add(userId, assessment, claim));
    const body: AssessmentResponse & { id: string } = { success: true, message: 'Assessment submitted successfully', id };
    return reply.code(201).send(body);
  });
}
