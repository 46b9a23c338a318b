import { formatInr } from '@/lib/format';

/** The parts of a short result line, e.g. "₹1,399 · 73 tests"; empty parts are left out. */
export function resultLine(...parts: readonly (string | undefined)[]): string {
  return parts.filter((part) => part !== undefined && part !== '').join(' · ');
}

export function priceText(rupees: number): string {
  return formatInr(rupees);
}

/** Searchable text from names and lists, each phrase once, in first-seen order. */
export function searchText(...parts: readonly (string | readonly string[] | undefined)[]): string {
  const phrases = parts.flatMap((part) => (part === undefined ? [] : typeof part === 'string' ? [part] : [...part]));
  return [...new Set(phrases.filter((phrase) => phrase.trim() !== ''))].join('; ');
}
