import useSWRMutation from 'swr/mutation';
import { ApiError, apiPost } from '@/lib/api-client';
import { accessToken } from '@/lib/cookies';
import type { AssessmentRequest, AssessmentResponse } from '@/features/assessment/api/assessment-schema';

export const ASSESSMENTS_PATH = '/api/assessments';
export const ASSESSMENT_FAILED = 'Submission failed';
export const ASSESSMENT_CRASHED = 'An error occurred while submitting. Please try again.';

export const submitAssessmentKey = () => ASSESSMENTS_PATH;

/**
 * POST /api/assessments with the bearer token and credentials (spec §7). A 2xx answer whose `success`
 * is false is a failure too, carrying the server's message.
 */
export async function submitAssessment(request: AssessmentRequest, token: string | undefined): Promise<AssessmentResponse> {
  const response = await apiPost<AssessmentResponse | undefined>(ASSESSMENTS_PATH, request, { token, withCredentials: true });
  if (response?.success === false) throw new ApiError(200, response.message || undefined, undefined, response);
  return response ?? { success: true, message: '' };
}

/** The assessment call as an SWR mutation; it reads the token when it sends. `trigger` rejects on failure. */
export function useSubmitAssessment() {
  return useSWRMutation(submitAssessmentKey(), (_key: string, { arg }: { arg: AssessmentRequest }) => submitAssessment(arg, accessToken.current()));
}

/** The server rejected the token (expired or forged): the session has ended. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Spec §8: the server's message, else 'Submission failed'; without an answer, the generic sentence. */
export function assessmentFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? ASSESSMENT_FAILED;
  return ASSESSMENT_CRASHED;
}
