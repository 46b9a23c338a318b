import { describe, expect, it } from 'vitest';
import { buildVitalsReport, vitalsWindow } from '@/lib/vitals/vitals-report';
import { rollUpViews, type VitalsView } from '@/lib/vitals/vitals-rollup';

const home = { route: '/', device: 'phone', lang: 'en' } as const;
const view = (day: string, metrics: VitalsView['metrics'], attribution?: VitalsView['attribution']): VitalsView => ({ ...home, day, metrics, attribution });

/** 20 phone views of the home page on one day: LCP 1000, 1100 … 2900 ms; INP on every other one. */
const twentyViews = Array.from({ length: 20 }, (_, index) =>
  view('2026-11-20', { LCP: 1000 + index * 100, ...(index % 2 === 0 && { INP: 100 + index * 20 }), CLS: 0.05 }, { lcpElement: index < 15 ? 'main>img.hero' : 'main>h1' }),
);

describe('the report', () => {
  it('gives a route with 20 views its p75, rating and shares, computed from the histograms by hand', () => {
    const report = buildVitalsReport(rollUpViews(twentyViews), vitalsWindow('2026-11-28', 28));
    expect(report).toMatchObject({ from: '2026-11-01', to: '2026-11-28', days: 28, views: 20, minViews: 20 });
    const [row] = report.rows;
    expect(row).toMatchObject({ ...home, views: 20, tooFew: false });
    // LCP: one value per 50 ms bucket from 1000 to 2900 (every other bucket); rank 15 is the 15th value, 2400,
    // and it is the whole of its bucket [2400, 2450): p75 = 2400 + 1/1 × 50 = 2450. Good: 16 of 20 are ≤ 2500.
    expect(row?.metrics?.LCP).toEqual({ count: 20, p75: 2450, rating: 'good', shares: { good: 0.8, 'needs-improvement': 0.2, poor: 0 } });
    // INP: 10 values 100, 140 … 460; rank 7.5 lands half-way into the 8th value's bucket [380, 390): 385.
    expect(row?.metrics?.INP).toEqual({ count: 10, p75: 385, rating: 'needs-improvement', shares: { good: 0.3, 'needs-improvement': 0.7, poor: 0 } });
    // CLS: 20 × 0.05 = 50 thousandths, bucket [50, 60): rank 15 of 20 → 50 + 15/20 × 10 = 57.5 thousandths.
    expect(row?.metrics?.CLS?.p75).toBeCloseTo(0.0575, 6);
    expect(row?.metrics?.FCP).toEqual({ count: 0, p75: null, rating: null, shares: { good: 0, 'needs-improvement': 0, poor: 0 } });
  });

  it('says "too few" for a group under 20 views and gives no figures for it', () => {
    const report = buildVitalsReport(rollUpViews(twentyViews.slice(0, 19)), vitalsWindow('2026-11-28', 28));
    expect(report.rows).toEqual([{ ...home, views: 19, tooFew: true, metrics: null }]);
    expect(report.worst).toEqual([]);
  });

  it('leaves out days outside the window, and sums the same key met twice (stored days and views not yet rolled up)', () => {
    const stored = rollUpViews(twentyViews);
    const fresh = rollUpViews([view('2026-11-28', { LCP: 5000 }), view('2026-10-31', { LCP: 900 })]);
    const report = buildVitalsReport(
      { views: [...stored.views, ...fresh.views], histograms: [...stored.histograms, ...fresh.histograms], attributions: [...stored.attributions, ...fresh.attributions] },
      vitalsWindow('2026-11-28', 28),
    );
    expect(report.views).toBe(21);
    expect(report.rows[0]?.metrics?.LCP.shares.poor).toBeCloseTo(1 / 21, 6);
    expect(report.daily.map((day) => [day.day, day.device, day.views, day.p75.LCP])).toEqual([
      ['2026-11-20', 'phone', 20, 2450],
      ['2026-11-28', 'phone', 1, 5000 + 0.75 * 250],
    ]);
  });

  it('names the worst rows by LCP with their most frequent LCP elements, their share of views and mean value', () => {
    const report = buildVitalsReport(rollUpViews(twentyViews), vitalsWindow('2026-11-28', 28));
    const worstLcp = report.worst.find((worst) => worst.metric === 'LCP');
    expect(worstLcp).toEqual({
      ...home,
      metric: 'LCP',
      p75: 2450,
      rating: 'good',
      attributions: [
        { kind: 'lcpElement', target: 'main>img.hero', count: 15, share: 0.75, mean: 1700 },
        { kind: 'lcpElement', target: 'main>h1', count: 5, share: 0.25, mean: 2700 },
      ],
    });
  });
});
