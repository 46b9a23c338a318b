import { DEFAULT_SPEED_FILTERS, speedFiltersOf, speedSearchOf } from '@/features/staff/api/speed-filters-schema';
import { vitalsReportKey } from '@/features/staff/api/get-vitals-report';

describe('the speed page’s address', () => {
  it('reads the period, device and chart metric it offers', () => {
    expect(speedFiltersOf(new URLSearchParams('days=7&device=phone&metric=INP'))).toEqual({ days: 7, device: 'phone', metric: 'INP' });
    expect(speedFiltersOf(new URLSearchParams(''))).toEqual(DEFAULT_SPEED_FILTERS);
  });

  it('reads anything else as the default, one filter at a time', () => {
    expect(speedFiltersOf(new URLSearchParams('days=5&device=watch&metric=lcp'))).toEqual({ days: 28, device: 'all', metric: 'LCP' });
    expect(speedFiltersOf(new URLSearchParams('days=90&device=laptop'))).toEqual({ days: 90, device: 'all', metric: 'LCP' });
    expect(speedFiltersOf(new URLSearchParams('days=7.0'))).toEqual({ ...DEFAULT_SPEED_FILTERS, days: 7 });
    expect(speedFiltersOf(new URLSearchParams('days='))).toEqual(DEFAULT_SPEED_FILTERS);
  });

  it('writes only what differs from the default, and always asks the server for its days', () => {
    expect(speedSearchOf(DEFAULT_SPEED_FILTERS)).toEqual({});
    expect(speedSearchOf({ days: 90, device: 'tablet', metric: 'CLS' })).toEqual({ days: '90', device: 'tablet', metric: 'CLS' });
    expect(vitalsReportKey({ days: 28 })).toBe('/api/staff/vitals?days=28');
  });
});
