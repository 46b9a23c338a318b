import type { VitalsViewRecord } from '@/lib/vitals/build-vitals-beacon';
import type { VitalsAttributionKind, VitalsMetric } from '@/lib/vitals/vitals-metrics';

/** One metric report, as web-vitals gives it (with `reportSoftNavs`), reduced to what a view keeps. */
export type VitalsMetricReport = {
  name: VitalsMetric;
  value: number;
  navigationType: string;
  navigationId: number;
  /** When the view began: 0 for the page load, the soft navigation's or the back/forward cache restore's start. */
  navigationStartTime: number;
  navigationURL?: string;
  attribution?: Partial<Record<VitalsAttributionKind, string>>;
};

/**
 * The page's views and their metrics, each view to be sent once. web-vitals reports a metric again when it grows
 * (CLS, INP), and a view again after the back/forward cache restores it, with the same `navigationId` but a new
 * start: a view is its id and its start. Once a view is taken for sending, what it reports later is dropped: a
 * second beacon would count the view twice, and the server keeps no identifier that could merge the two.
 */
export function createVitalsViews(currentUrl: () => string) {
  const pending = new Map<string, VitalsViewRecord>();
  const sent = new Set<string>();
  let latest: { key: string; start: number } | undefined;

  return {
    /** Keeps a report; answers whether it began a view after an earlier one (a soft navigation, a restore). */
    record(report: VitalsMetricReport): 'later-view' | 'kept' | 'dropped' {
      const key = `${report.navigationId}@${report.navigationStartTime}`;
      if (sent.has(key)) return 'dropped';
      let view = pending.get(key);
      const began = !view;
      if (!view) {
        view = { url: report.navigationURL ?? currentUrl(), navigationType: report.navigationType, metrics: {}, attribution: {} };
        pending.set(key, view);
      }
      view.metrics[report.name] = report.value;
      Object.assign(view.attribution, report.attribution);
      // The first report of an earlier view may come after a later view began (CLS waits for the soft navigation).
      if (!began || (latest && report.navigationStartTime <= latest.start)) return 'kept';
      const later = latest !== undefined;
      latest = { key, start: report.navigationStartTime };
      return later ? 'later-view' : 'kept';
    },
    /** The views to send now, each once: every one not sent yet, or all but the latest when a later view began. */
    take(keepLatest = false): VitalsViewRecord[] {
      const views: VitalsViewRecord[] = [];
      for (const [key, view] of pending) {
        if (keepLatest && key === latest?.key) continue;
        pending.delete(key);
        sent.add(key);
        views.push(view);
      }
      return views;
    },
  };
}
