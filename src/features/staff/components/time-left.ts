const MINUTE_MS = 60_000;

/** A duration in words a glance can take: "25 min", "1 h 40 min", "2 h", "3 days 4 h". */
export function durationText(ms: number): string {
  const minutes = Math.max(1, Math.floor(Math.abs(ms) / MINUTE_MS));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  const dayText = `${days} ${days === 1 ? 'day' : 'days'}`;
  return hours % 24 === 0 ? dayText : `${dayText} ${hours % 24} h`;
}

/** Where a lead stands against its target: closed, overdue, nearly due (under 10 minutes) or with time left. */
export type TimeLeft = { state: 'closed' | 'overdue' | 'soon' | 'left'; text: string };

const SOON_MS = 10 * MINUTE_MS;

/**
 * "25 min left", or "Overdue by 25 min" in words (never colour alone); "Closed" once the lead is closed, whose
 * target no longer runs. `now` is the start of the current minute.
 */
export function timeLeft(dueAt: string, closedAt: string | null, now: number): TimeLeft {
  if (closedAt) return { state: 'closed', text: 'Closed' };
  const left = Date.parse(dueAt) - now;
  if (left < 0) return { state: 'overdue', text: `Overdue by ${durationText(left)}` };
  return { state: left < SOON_MS ? 'soon' : 'left', text: `${durationText(left)} left` };
}
