import type { RegistrationDetail } from '@/features/staff/api/registration-detail';
import { REVIEW_DECISIONS } from '@/features/staff/api/registration-status';
import { z } from '@/lib/zod';

export const REVIEW_REASON_MAX_LENGTH = 500;

export const REVIEW_MESSAGES = {
  version: 'Reload the registration and try again',
  status: 'Select Verified or Rejected',
  reason: 'Enter the reason for rejecting this registration',
  reasonTooLong: `The reason must be ${REVIEW_REASON_MAX_LENGTH} characters or fewer`,
} as const;

/**
 * POST /api/staff/registrations/:kind/:id/review, and the review form. A rejection needs a reason (1–500
 * characters once trimmed); a verification keeps none.
 */
export const registrationReviewSchema = z
  .strictObject({
    version: z.number({ error: REVIEW_MESSAGES.version }).int(REVIEW_MESSAGES.version).min(1, REVIEW_MESSAGES.version),
    status: z.enum(REVIEW_DECISIONS, { error: REVIEW_MESSAGES.status }),
    reason: z.string({ error: REVIEW_MESSAGES.reason }).optional(),
  })
  .superRefine((review, context) => {
    if (review.status !== 'rejected') return;
    const reason = review.reason?.trim() ?? '';
    if (reason.length === 0) context.addIssue({ code: 'custom', path: ['reason'], message: REVIEW_MESSAGES.reason });
    else if (reason.length > REVIEW_REASON_MAX_LENGTH) context.addIssue({ code: 'custom', path: ['reason'], message: REVIEW_MESSAGES.reasonTooLong });
  })
  .transform(({ version, status, reason }) => ({ version, status, reason: status === 'rejected' ? (reason ?? '').trim() : null }));

export type RegistrationReviewValues = z.input<typeof registrationReviewSchema>;
export type RegistrationReview = z.output<typeof registrationReviewSchema>;

/** The 409 answer: the registration as it now stands, and who changed it when. */
export type RegistrationReviewConflict = {
  message: string;
  current: RegistrationDetail;
  change: { by: string | null; at: string; field: 'status' };
};

const indiaClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "asha@healvia.in changed the status at 14:05. Your change was not saved: …" (the time as in India). */
export function reviewConflictMessage(by: string | null, atIso: string): string {
  return `${by ?? 'Someone'} changed the status at ${indiaClock.format(Date.parse(atIso))}. Your change was not saved: check the registration and try again.`;
}
