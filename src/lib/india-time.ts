const MINUTES_PER_DAY = 24 * 60;
/** India Standard Time is UTC+05:30 all year (no daylight saving since 1945), so a fixed offset is exact. */
const INDIA_OFFSET_MINUTES = 5 * 60 + 30;

/** Minutes since midnight in India (0–1439) at the given time, whatever the visitor's own time zone. */
export function minuteOfDayInIndia(epochMs: number): number {
  const minutes = Math.floor(epochMs / 60_000) + INDIA_OFFSET_MINUTES;
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** The calendar date in India (`YYYY-MM-DD`) at the given time. */
export function dayInIndia(epochMs: number): string {
  return new Date(epochMs + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The date `days` days after `day` (negative: before), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
}
