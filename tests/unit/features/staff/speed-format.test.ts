import { formatCount, formatDay, formatShare, formatVitalsValue, sharePercentages } from '@/features/staff/components/speed-format';

describe('a speed figure as people read it', () => {
  it('says milliseconds under a second and seconds with one decimal from one on', () => {
    expect(formatVitalsValue('LCP', 850)).toBe('850 ms');
    expect(formatVitalsValue('INP', 199.6)).toBe('200 ms');
    expect(formatVitalsValue('TTFB', 999.4)).toBe('999 ms');
    // 999.6 rounds to a whole second: it reads as seconds, never "1000 ms".
    expect(formatVitalsValue('FCP', 999.6)).toBe('1.0 s');
    expect(formatVitalsValue('LCP', 2400)).toBe('2.4 s');
    expect(formatVitalsValue('LCP', 4175)).toBe('4.2 s');
    expect(formatVitalsValue('LCP', 0)).toBe('0 ms');
  });

  it('gives a layout shift score two decimals and no unit', () => {
    expect(formatVitalsValue('CLS', 0.05)).toBe('0.05');
    expect(formatVitalsValue('CLS', 0.0575)).toBe('0.06');
    expect(formatVitalsValue('CLS', 0.1)).toBe('0.10');
    expect(formatVitalsValue('CLS', 0)).toBe('0.00');
  });
});

describe('the good / needs improvement / poor shares', () => {
  it('add up to 100, the points left over going to the largest remainders', () => {
    expect(sharePercentages({ good: 1 / 3, 'needs-improvement': 1 / 3, poor: 1 / 3 })).toEqual({ good: 34, 'needs-improvement': 33, poor: 33 });
    expect(sharePercentages({ good: 0.726, 'needs-improvement': 0.182, poor: 0.092 })).toEqual({ good: 73, 'needs-improvement': 18, poor: 9 });
    expect(sharePercentages({ good: 0.8, 'needs-improvement': 0.2, poor: 0 })).toEqual({ good: 80, 'needs-improvement': 20, poor: 0 });
    expect(sharePercentages({ good: 0.29, 'needs-improvement': 0.57, poor: 0.14 })).toEqual({ good: 29, 'needs-improvement': 57, poor: 14 });
  });

  it('stay at zero for a metric no view had', () => {
    expect(sharePercentages({ good: 0, 'needs-improvement': 0, poor: 0 })).toEqual({ good: 0, 'needs-improvement': 0, poor: 0 });
  });

  it('show a small share of views as under one percent, not as none', () => {
    expect(formatShare(0.75)).toBe('75%');
    expect(formatShare(0.004)).toBe('<1%');
    expect(formatShare(0)).toBe('0%');
  });
});

describe('counts and days', () => {
  it('groups counts the Indian way and names a day in India by its date', () => {
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(2423)).toBe('2,423');
    expect(formatDay('2026-03-14')).toBe('14 Mar');
    expect(formatDay('2026-02-15', { withYear: true })).toBe('15 Feb 2026');
  });
});
