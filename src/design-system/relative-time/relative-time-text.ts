const MINUTE_MS = 60_000;

/** How long ago a moment was: `visible` as a dense list shows it, `spoken` in whole words for screen readers. */
export type RelativeTimeText = { visible: string; spoken: string };

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * "12 min ago", "3 h ago", "2 days ago" from `nowMs`; under a minute (or a moment ahead of a slightly slow
 * clock) is "just now". Past 30 days, `olderText` (the date) says it better than a count.
 */
export function relativeTimeText(atMs: number, nowMs: number, olderText: string): RelativeTimeText {
  const minutes = Math.floor((nowMs - atMs) / MINUTE_MS);
  if (minutes < 1) return { visible: 'just now', spoken: 'just now' };
  if (minutes < 60) return { visible: `${minutes} min ago`, spoken: `${plural(minutes, 'minute')} ago` };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { visible: `${hours} h ago`, spoken: `${plural(hours, 'hour')} ago` };
  const days = Math.floor(hours / 24);
  if (days <= 30) return { visible: `${plural(days, 'day')} ago`, spoken: `${plural(days, 'day')} ago` };
  return { visible: olderText, spoken: olderText };
}
