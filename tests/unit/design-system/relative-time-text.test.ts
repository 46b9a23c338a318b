import { describe, expect, it } from 'vitest';
import { indiaDateTimeText } from '@/design-system/relative-time/india-date-time';
import { relativeTimeText } from '@/design-system/relative-time/relative-time-text';

const now = Date.parse('2026-03-14T08:35:00Z');
const ago = (minutes: number) => now - minutes * 60_000;

describe('relativeTimeText', () => {
  it.each([
    [0, 'just now', 'just now'],
    [0.5, 'just now', 'just now'],
    [1, '1 min ago', '1 minute ago'],
    [12, '12 min ago', '12 minutes ago'],
    [59, '59 min ago', '59 minutes ago'],
    [60, '1 h ago', '1 hour ago'],
    [23 * 60 + 59, '23 h ago', '23 hours ago'],
    [24 * 60, '1 day ago', '1 day ago'],
    [30 * 24 * 60, '30 days ago', '30 days ago'],
  ])('%s minutes ago reads "%s" ("%s")', (minutes, visible, spoken) => {
    expect(relativeTimeText(ago(minutes), now, 'the date')).toEqual({ visible, spoken });
  });

  it('says "just now" for a moment slightly ahead of the clock', () => {
    expect(relativeTimeText(now + 90_000, now, 'the date').visible).toBe('just now');
  });

  it('gives the date past 30 days', () => {
    expect(relativeTimeText(ago(31 * 24 * 60), now, '11 Feb 2026, 14:05 IST')).toEqual({ visible: '11 Feb 2026, 14:05 IST', spoken: '11 Feb 2026, 14:05 IST' });
  });
});

describe('indiaDateTimeText', () => {
  it('shows India time whatever the time zone, with IST', () => {
    expect(indiaDateTimeText(now)).toBe('14 Mar 2026, 14:05 IST');
    expect(indiaDateTimeText(Date.parse('2026-03-14T20:00:00Z'))).toBe('15 Mar 2026, 01:30 IST');
  });
});
