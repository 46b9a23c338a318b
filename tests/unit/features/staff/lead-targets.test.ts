import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_TARGETS, DEFAULT_WORKING_HOURS, isOverdue, leadDueAt, msUntilDue, parseWorkingHours } from '@/features/staff/api/lead-targets';

/** An India-time wall clock reading as the ISO UTC instant it is. */
const ist = (local: string) => new Date(`${local}+05:30`).toISOString();

describe('leadDueAt: working minutes, 08:00–20:00 India time', () => {
  it('counts straight through inside working hours', () => {
    expect(leadDueAt(ist('2026-01-31T10:00:00.000'), 'callback')).toBe(ist('2026-01-31T10:30:00.000'));
    expect(leadDueAt(ist('2026-01-31T10:00:00.000'), 'appointment')).toBe(ist('2026-01-31T12:00:00.000'));
    expect(leadDueAt(ist('2026-01-31T08:00:00.000'), 'contact')).toBe(ist('2026-01-31T20:00:00.000'));
  });

  it('keeps the arrival’s milliseconds', () => {
    expect(leadDueAt(ist('2026-01-31T10:00:00.123'), 'callback')).toBe(ist('2026-01-31T10:30:00.123'));
  });

  it('starts counting at 08:00 for a lead that arrives at night, after midnight', () => {
    expect(leadDueAt(ist('2026-02-01T02:00:00.000'), 'callback')).toBe(ist('2026-02-01T08:30:00.000'));
    expect(leadDueAt(ist('2026-02-01T07:59:59.999'), 'appointment')).toBe(ist('2026-02-01T10:00:00.000'));
  });

  it('carries a lead arriving in the evening across midnight India time to the next morning', () => {
    expect(leadDueAt(ist('2026-01-31T23:10:00.000'), 'callback')).toBe(ist('2026-02-01T08:30:00.000'));
    expect(leadDueAt(ist('2026-01-31T23:59:59.000'), 'contact')).toBe(ist('2026-02-01T20:00:00.000'));
    // 18:31 UTC on the 31st is 00:01 India time on the 1st.
    expect(leadDueAt('2026-01-31T18:31:00.000Z', 'callback')).toBe(ist('2026-02-01T08:30:00.000'));
  });

  it('treats exactly 20:00 as closed and exactly 08:00 as open', () => {
    expect(leadDueAt(ist('2026-01-31T20:00:00.000'), 'callback')).toBe(ist('2026-02-01T08:30:00.000'));
    expect(leadDueAt(ist('2026-01-31T19:59:59.999'), 'callback')).toBe(ist('2026-02-01T08:29:59.999'));
    expect(leadDueAt(ist('2026-01-31T08:00:00.000'), 'callback')).toBe(ist('2026-01-31T08:30:00.000'));
  });

  it('is due at 20:00 when the target runs out exactly at closing time, not the next morning', () => {
    expect(leadDueAt(ist('2026-01-31T19:30:00.000'), 'callback')).toBe(ist('2026-01-31T20:00:00.000'));
    expect(leadDueAt(ist('2026-01-31T18:00:00.000'), 'appointment')).toBe(ist('2026-01-31T20:00:00.000'));
  });

  it('splits a target across closing time', () => {
    expect(leadDueAt(ist('2026-01-31T19:50:00.000'), 'callback')).toBe(ist('2026-02-01T08:20:00.000'));
    expect(leadDueAt(ist('2026-01-31T19:00:00.000'), 'appointment')).toBe(ist('2026-02-01T09:00:00.000'));
    expect(leadDueAt(ist('2026-01-31T12:00:00.000'), 'contact')).toBe(ist('2026-02-01T12:00:00.000'));
    expect(leadDueAt(ist('2026-01-31T21:00:00.000'), 'contact')).toBe(ist('2026-02-01T20:00:00.000'));
  });

  it('counts across month and year ends', () => {
    expect(leadDueAt(ist('2026-12-31T19:45:00.000'), 'callback')).toBe(ist('2027-01-01T08:15:00.000'));
    expect(leadDueAt(ist('2028-02-28T22:00:00.000'), 'callback')).toBe(ist('2028-02-29T08:30:00.000'));
  });

  it('uses configured targets and hours, over several days when the target is longer than one', () => {
    const hours = parseWorkingHours('09:30-18:00')!;
    expect(leadDueAt(ist('2026-01-31T17:45:00.000'), 'callback', DEFAULT_LEAD_TARGETS, hours)).toBe(ist('2026-02-01T09:45:00.000'));
    const long = { ...DEFAULT_LEAD_TARGETS, contact: 1500 };
    expect(leadDueAt(ist('2026-01-31T08:00:00.000'), 'contact', long, DEFAULT_WORKING_HOURS)).toBe(ist('2026-02-02T09:00:00.000'));
  });
});

describe('parseWorkingHours', () => {
  it('reads HH:MM-HH:MM', () => {
    expect(parseWorkingHours('08:00-20:00')).toEqual(DEFAULT_WORKING_HOURS);
    expect(parseWorkingHours(' 00:00-24:00 ')).toEqual({ startMinute: 0, endMinute: 1440 });
  });

  it('refuses malformed, empty, reversed and past-midnight windows', () => {
    for (const text of ['8:00-20:00', '08:00–20:00', '20:00-08:00', '10:00-10:00', '08:00-24:30', '08:00-25:00', '']) {
      expect(parseWorkingHours(text), text).toBeUndefined();
    }
  });
});

describe('time left', () => {
  it('counts down to the due time and is overdue only after it', () => {
    const due = '2026-01-31T05:00:00.000Z';
    const at = Date.parse(due);
    expect(msUntilDue(due, at - 60_000)).toBe(60_000);
    expect(isOverdue(due, at)).toBe(false);
    expect(isOverdue(due, at + 1)).toBe(true);
  });
});
