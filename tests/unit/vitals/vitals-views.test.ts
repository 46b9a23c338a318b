import { describe, expect, it } from 'vitest';
import { createVitalsViews, type VitalsMetricReport } from '@/lib/vitals/vitals-views';

const pageLoad = { navigationType: 'navigate', navigationId: 1, navigationStartTime: 0, navigationURL: 'https://site.example/' };
const softNavigation = { navigationType: 'soft-navigation', navigationId: 2, navigationStartTime: 5200, navigationURL: 'https://site.example/tests' };
const report = (view: typeof pageLoad, name: VitalsMetricReport['name'], value: number, attribution?: VitalsMetricReport['attribution']) => ({
  ...view,
  name,
  value,
  attribution,
});

describe('the views of a page', () => {
  it('gather each view’s metrics and are taken once: a view hidden, shown and hidden again is not sent twice', () => {
    const views = createVitalsViews(() => 'https://site.example/now');
    expect(views.record(report(pageLoad, 'TTFB', 300))).toBe('kept');
    views.record(report(pageLoad, 'FCP', 900));
    views.record(report(pageLoad, 'CLS', 0.02, { clsSource: 'div.a' }));
    expect(views.take()).toEqual([
      { url: 'https://site.example/', navigationType: 'navigate', metrics: { TTFB: 300, FCP: 900, CLS: 0.02 }, attribution: { clsSource: 'div.a' } },
    ]);
    expect(views.record(report(pageLoad, 'CLS', 0.3))).toBe('dropped');
    expect(views.take()).toEqual([]);
  });

  it('keep a metric’s last value, and its last attribution whole', () => {
    const views = createVitalsViews(() => '');
    views.record(report(pageLoad, 'INP', 120, { inpTarget: 'button.a', inpScript: 'boot-app.js' }));
    views.record(report(pageLoad, 'INP', 260, { inpTarget: 'a.b', inpScript: undefined }));
    const [view] = views.take();
    expect(view?.metrics.INP).toBe(260);
    expect(view?.attribution).toEqual({ inpTarget: 'a.b', inpScript: undefined });
  });

  it('say when a later view begins, and then give the earlier ones while the latest goes on', () => {
    const views = createVitalsViews(() => '');
    views.record(report(pageLoad, 'LCP', 1800));
    expect(views.record(report(softNavigation, 'TTFB', 0))).toBe('later-view');
    // The page load's CLS is reported when the soft navigation is seen, after the next view began.
    expect(views.record(report(pageLoad, 'CLS', 0.01))).toBe('kept');
    expect(views.take(true).map((view) => [view.url, view.metrics])).toEqual([['https://site.example/', { LCP: 1800, CLS: 0.01 }]]);
    views.record(report(softNavigation, 'FCP', 240));
    expect(views.take().map((view) => [view.url, view.navigationType, view.metrics])).toEqual([['https://site.example/tests', 'soft-navigation', { TTFB: 0, FCP: 240 }]]);
  });

  it('do not move on when an earlier view’s first report comes late', () => {
    const views = createVitalsViews(() => '');
    views.record(report(softNavigation, 'TTFB', 0));
    expect(views.record(report(pageLoad, 'CLS', 0))).toBe('kept');
    expect(views.take(true).map((view) => view.url)).toEqual(['https://site.example/']);
  });

  it('count a page restored from the back/forward cache as a view of its own, though its navigation id is the same', () => {
    const views = createVitalsViews(() => '');
    views.record(report(pageLoad, 'FCP', 900));
    views.take();
    const restored = { ...pageLoad, navigationType: 'back-forward-cache', navigationStartTime: 60_000 };
    expect(views.record(report(restored, 'FCP', 16))).toBe('later-view');
    expect(views.take().map((view) => view.navigationType)).toEqual(['back-forward-cache']);
  });

  it('take the page’s address when web-vitals gives none', () => {
    const views = createVitalsViews(() => 'https://site.example/now');
    views.record({ ...report(pageLoad, 'FCP', 900), navigationURL: undefined });
    expect(views.take()[0]?.url).toBe('https://site.example/now');
  });
});
