import { VITALS_RATINGS, type VitalsMetric, type VitalsRating } from '@/lib/vitals/vitals-metrics';

/** A metric's value as people read it: "850 ms" under a second, "2.4 s" from one on, a layout shift score as "0.05". */
export function formatVitalsValue(metric: VitalsMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  const ms = Math.round(value);
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Shares (0–1) as whole percentages that add up to 100, as a reader checks them: each rounded down, then the points
 * left over given to the largest remainders (so 1/3 each reads 34 / 33 / 33, never 33 / 33 / 33). All zero stays zero.
 */
export function sharePercentages(shares: Readonly<Record<VitalsRating, number>>): Record<VitalsRating, number> {
  const exact = VITALS_RATINGS.map((rating) => ({ rating, value: shares[rating] * 100 }));
  const total = Math.round(exact.reduce((sum, entry) => sum + entry.value, 0));
  const floored = exact.map((entry) => ({ ...entry, whole: Math.floor(entry.value + 1e-9) }));
  let left = total - floored.reduce((sum, entry) => sum + entry.whole, 0);
  const byRemainder = [...floored].sort((a, b) => b.value - b.whole - (a.value - a.whole));
  for (const entry of byRemainder) {
    if (left <= 0) break;
    entry.whole += 1;
    left -= 1;
  }
  return Object.fromEntries(floored.map((entry) => [entry.rating, entry.whole])) as Record<VitalsRating, number>;
}

export const formatPercent = (percent: number) => `${percent}%`;

/** A share of views (0–1), e.g. of an attribution: "75%", or "<1%" for a few views among many. */
export function formatShare(share: number): string {
  if (share > 0 && share < 0.005) return '<1%';
  return formatPercent(Math.round(share * 100));
}

const counts = new Intl.NumberFormat('en-IN');
/** A count of views, grouped the Indian way ("1,23,456"). */
export const formatCount = (count: number) => counts.format(count);

const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const epochOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A report's day (`YYYY-MM-DD`, a day in India) as "14 Mar", or "14 Mar 2026" with the year. */
export const formatDay = (day: string, { withYear = false }: { withYear?: boolean } = {}) => (withYear ? longDay : shortDay).format(epochOf(day));
