import { READ_MORE_LIMIT } from '@/lib/constants';

export type Truncation = {
  /** The text to show collapsed: the first `limit` characters plus "…", or the whole text. */
  text: string;
  /** Whether anything was cut off. */
  truncated: boolean;
};

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Cuts text to its first `limit` UTF-16 characters plus "…", never splitting a surrogate pair (emoji). */
export function truncateText(text: string, limit: number = READ_MORE_LIMIT): Truncation {
  if (text.length <= limit) return { text, truncated: false };
  const end = limit > 0 && isHighSurrogate(text.charCodeAt(limit - 1)) ? limit - 1 : Math.max(0, limit);
  return { text: `${text.slice(0, end)}…`, truncated: true };
}
