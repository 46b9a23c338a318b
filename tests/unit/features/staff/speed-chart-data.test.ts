import { acrossPercent, chartTop, daysOfWindow, heightPercent, niceCeiling, seriesPath, speedChartData } from '@/features/staff/components/speed-chart-data';
import { buildVitalsReport } from '@/lib/vitals/vitals-report';
import { rollUpViews, type VitalsView } from '@/lib/vitals/vitals-rollup';

const view = (day: string, device: VitalsView['device'], LCP: number): VitalsView => ({ day, route: '/', device, lang: 'en', metrics: { LCP } });

describe('the chart’s figures', () => {
  const report = buildVitalsReport(rollUpViews([view('2026-03-12', 'phone', 3000), view('2026-03-14', 'phone', 2000), view('2026-03-14', 'desktop', 1000)]), {
    from: '2026-03-11',
    to: '2026-03-14',
  });

  it('has every day of the window, a day without views as null', () => {
    expect(daysOfWindow('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    const data = speedChartData(report, 'LCP', 'phone');
    expect(data.days).toEqual(['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']);
    // One view in a 50 ms bucket: p75 is three quarters into it.
    expect(data.series).toEqual([{ device: 'phone', values: [null, 3037.5, null, 2037.5] }]);
  });

  it('draws a line per device that has views when every device is chosen, never a merged one', () => {
    expect(speedChartData(report, 'LCP', 'all').series.map((series) => series.device)).toEqual(['phone', 'desktop']);
    expect(speedChartData(report, 'INP', 'desktop').series).toEqual([{ device: 'desktop', values: [null, null, null, null] }]);
  });
});

describe('the value axis', () => {
  it('rounds its top up to a round number', () => {
    expect([niceCeiling(4800), niceCeiling(5001), niceCeiling(0.3), niceCeiling(600), niceCeiling(610), niceCeiling(9000)]).toEqual([5000, 6000, 0.3, 600, 800, 10000]);
  });

  it('always has room for both thresholds, and for the slowest day', () => {
    expect(chartTop({ metric: 'LCP', days: ['d'], series: [{ device: 'phone', values: [1200] }] })).toBe(5000);
    expect(chartTop({ metric: 'INP', days: ['d', 'e'], series: [{ device: 'phone', values: [null, 1450] }] })).toBe(1500);
    expect(chartTop({ metric: 'CLS', days: ['d'], series: [] })).toBe(0.3);
  });

  it('places values up and days across in percent', () => {
    expect(heightPercent(2500, 5000)).toBe(50);
    expect(heightPercent(9000, 5000)).toBe(100);
    expect([acrossPercent(0, 3), acrossPercent(1, 3), acrossPercent(2, 3), acrossPercent(0, 1)]).toEqual([0, 50, 100, 50]);
  });
});

describe('a series’ path', () => {
  it('joins neighbouring days, breaks at a day without views and dots a day alone', () => {
    expect(seriesPath([1000, 2000, null, 4000, null], 4000)).toBe('M 0 75 L 25 50 M 75 0 h 0');
    expect(seriesPath([null, null], 4000)).toBe('');
  });
});
