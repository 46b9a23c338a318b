import { openingHoursMessages } from '@/features/catalogue/model/opening-hours-messages';

/** A day's opening hours in minutes after midnight, India time; `closes` before `opens` means past midnight. */
export type OpeningHours = { opens: number; closes: number };

export type OpenState = { open: true; closes: string } | { open: false; opens: string };

const CLOCK_TIME = /^(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s*m\.?$/i;
const RANGE_SEPARATOR = /\s*(?:-|–|—|\bto\b)\s*/i;

/** "7:00 AM", "9 pm", "12:30 a.m." as minutes after midnight; undefined for anything else. */
export function parseClockTime(text: string): number | undefined {
  const match = CLOCK_TIME.exec(text.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return undefined;
  const minute = Number(match[2] ?? 0);
  const afternoon = match[3]!.toLowerCase() === 'p';
  return ((hour % 12) + (afternoon ? 12 : 0)) * 60 + minute;
}

/** "7:00 AM - 9:00 PM" (a hyphen, an en or em dash, or "to"); undefined when it is not one such range. */
export function parseOpeningHours(text: string): OpeningHours | undefined {
  const parts = text.trim().split(RANGE_SEPARATOR);
  if (parts.length !== 2) return undefined;
  const [opens, closes] = parts.map(parseClockTime);
  if (opens === undefined || closes === undefined || opens === closes) return undefined;
  return { opens, closes };
}

/** Minutes after midnight as "9:00 PM". */
export function formatClockTime(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Open from the opening minute up to, not including, the closing minute. */
export function openStateAt({ opens, closes }: OpeningHours, minuteOfDay: number): OpenState {
  const open = opens < closes ? minuteOfDay >= opens && minuteOfDay < closes : minuteOfDay >= opens || minuteOfDay < closes;
  return open ? { open: true, closes: formatClockTime(closes) } : { open: false, opens: formatClockTime(opens) };
}

/** What a centre's status line says, in the page's language: "Open now · closes 9:00 PM" or "Closed · opens 7:00 AM". */
export function openStateText(state: OpenState): string {
  return state.open ? openingHoursMessages.openNow(state.closes) : openingHoursMessages.closed(state.opens);
}
