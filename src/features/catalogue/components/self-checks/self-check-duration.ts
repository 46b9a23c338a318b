/** Spec §9: every self-check takes under 3 minutes; the card says so beside Start Now. */
export const SELF_CHECK_DURATION_TEXT = 'Takes under 3 mins';

/** Whether a detail already tells the time a check takes, so the card does not say it twice. */
export function mentionsDuration(detail: string): boolean {
  return /under\s*3\s*min/i.test(detail);
}
