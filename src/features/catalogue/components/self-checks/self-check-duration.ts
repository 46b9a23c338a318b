import { selfChecksMessages } from '@/features/catalogue/components/self-checks/self-checks-messages';

/** Spec §9: every self-check takes under 3 minutes; the card says so beside Start Now. */
export const SELF_CHECK_DURATION_TEXT = selfChecksMessages.duration;

/** Whether a detail already tells the time a check takes (in English or Hindi), so the card does not say it twice. */
export function mentionsDuration(detail: string): boolean {
  return /under\s*3\s*min|3\s*मिनट\s*से\s*कम/i.test(detail);
}
