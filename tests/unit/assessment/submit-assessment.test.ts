import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { ApiError } from '@/lib/api-client';
import {
  assessmentFailureMessage,
  isSessionEnded,
  submitAssessment,
} from '@/features/assessment/api/submit-assessment';
import type { AssessmentRequest } from '@/features/assessment/api/assessment-schema';
import { api } from '@mocks/handlers/api';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';

const request: AssessmentRequest = {
  primaryConcern: 'Skin problems',
  symptomDuration: '1-3 days',
  painLevel: 2,
  additionalSymptoms: ['None of these'],
  symptomHistory: 'Never',
  currentMedications: ['Pain relievers'],
  knownAllergies: ['None of these'],
  existingConditions: ['None of these'],
  travelHistory: 'No travel',
  metadata: { browser: 'Chrome 131', os: 'Windows', screenResolution: '1920x1080', submissionTime: '2025-03-04T05:06:07.089Z' },
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sentRequests.length = 0;
});
afterAll(() => server.close());

describe('submitAssessment', () => {
  it('posts the request as JSON with the bearer token', async () => {
    server.use(api.assessments.success());
    await expect(submitAssessment(request, 'abc.def')).resolves.toEqual({ success: true, message: 'Assessment submitted successfully' });
    const sent = lastSent('/api/assessments');
    expect(sent?.body).toEqual(request);
    expect(sent?.headers.get('authorization')).toBe('Bearer abc.def');
  });

  it('treats a 2xx answer with success false as a failure with its message', async () => {
    server.use(api.assessments.failure(200, { success: false, message: 'Duplicate submission' }));
    const error = await submitAssessment(request, 't').catch((caught: unknown) => caught);
    expect(assessmentFailureMessage(error)).toBe('Duplicate submission');
  });
});

describe('assessment failure message (spec §8)', () => {
  const answer = (status: number, body?: { message?: string; error?: string }) => new ApiError(status, body?.message, body?.error, body);
  it("shows the server's message", () => {
    expect(assessmentFailureMessage(answer(422, { message: 'Pain level is out of range', error: 'Unprocessable Entity' }))).toBe('Pain level is out of range');
  });
  it("falls back to 'Submission failed' for an answer without a message", () => {
    expect(assessmentFailureMessage(answer(500))).toBe('Submission failed');
    expect(assessmentFailureMessage(answer(503, { error: 'Service Unavailable' }))).toBe('Submission failed');
  });
  it('shows the generic sentence when no answer came', () => {
    expect(assessmentFailureMessage(new TypeError('Failed to fetch'))).toBe('An error occurred while submitting. Please try again.');
  });
});

describe('session end', () => {
  it('is a 401 answer only', () => {
    expect(isSessionEnded(new ApiError(401, 'Token expired', undefined, undefined))).toBe(true);
    expect(isSessionEnded(new ApiError(403, undefined, undefined, undefined))).toBe(false);
    expect(isSessionEnded(new TypeError('Failed to fetch'))).toBe(false);
  });
});
