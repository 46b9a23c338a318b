import type { LeadKind } from '@/features/staff/api/lead-status';

/** Working minutes allowed before a lead of each kind is overdue. */
export type LeadTargets = Record<LeadKind, number>;

/** Minutes after midnight India time; the window never spans midnight (start < end). */
export type WorkingHours = { startMinute: number; endMinute: number };

/** Callback 30 min, appointment 2 h, contact one working day (issue 40, item 4). */
export const DEFAULT_LEAD_TARGETS: LeadTargets = { callback: 30, appointment: 120, contact: 720 };

/** 08:00–20:00 IST, every day. */
export const DEFAULT_WORKING_HOURS: WorkingHours = { startMinute: 8 * 60, endMinute: 20 * 60 };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
// India keeps UTC+05:30 all year, so a fixed offset is exact.
const IST_OFFSET_MS = 330 * MINUTE_MS;

const HOURS_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/** `08:00-20:00` → the window; undefined when malformed, empty, past 24:00 or spanning midnight. */
export function parseWorkingHours(text: string): WorkingHours | undefined {
  const match = HOURS_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [startHour, startMinute, endHour, endMinute] = match.slice(1).map(Number) as [number, number, number, number];
  const window = { startMinute: startHour * 60 + startMinute, endMinute: endHour * 60 + endMinute };
  return window.startMinute < window.endMinute && window.endMinute <= 24 * 60 ? window : undefined;
}

/**
 * When a lead received at `receivedAt` is due: that many working minutes later, counted only inside the
 * working hours (IST). A lead arriving outside them starts counting when they next open; one due exactly
 * at closing time is due then, not at the next opening.
 */
export function leadDueAt(receivedAt: Date | string, kind: LeadKind, targets: LeadTargets = DEFAULT_LEAD_TARGETS, hours: WorkingHours = DEFAULT_WORKING_HOURS): string {
  const open = hours.startMinute * MINUTE_MS;
  const close = hours.endMinute * MINUTE_MS;
  const local = new Date(receivedAt).getTime() + IST_OFFSET_MS;
  let day = Math.floor(local / DAY_MS) * DAY_MS;
  let timeOfDay = local - day;
  let remaining = targets[kind] * MINUTE_MS;
  for (;;) {
    if (timeOfDay < open) timeOfDay = open;
    if (timeOfDay >= close) {
      day += DAY_MS;
      timeOfDay = open;
      continue;
    }
    const left = close - timeOfDay;
    if (remaining <= left) return new Date(day + timeOfDay + remaining - IST_OFFSET_MS).toISOString();
    remaining -= left;
    day += DAY_MS;
    timeOfDay = open;
  }
}

/** Milliseconds until `dueAt` (negative once overdue); the console counts down from it. */
export const msUntilDue = (dueAt: string, now: number = Date.now()): number => Date.parse(dueAt) - now;

export const isOverdue = (dueAt: string, now: number = Date.now()): boolean => msUntilDue(dueAt, now) < 0;
