import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/features/leads/api/appointment-schema';

describe('today in India (the earliest preferred date)', () => {
  it.each([
    ['2026-11-23T18:29:59.999Z', '2026-11-23'],
    ['2026-11-23T18:30:00.000Z', '2026-11-24'],
    ['2026-12-31T18:30:00.000Z', '2027-01-01'],
    ['2028-02-28T20:00:00.000Z', '2028-02-29'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29'],
  ])('is %s → %s, as a clock in Asia/Kolkata reads it', (instant, date) => {
    const now = new Date(instant);
    const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    expect(todayInIndia(now)).toBe(date);
    expect(kolkata).toBe(date);
  });
});
