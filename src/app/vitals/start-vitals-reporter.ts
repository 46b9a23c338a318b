import { onCLS } from 'web-vitals/attribution/onCLS.js';
import { onINP } from 'web-vitals/attribution/onINP.js';
import { onLCP } from 'web-vitals/attribution/onLCP.js';
import { onFCP } from 'web-vitals/onFCP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';
import type { Metric } from 'web-vitals';
import { elementSelector } from '@/app/vitals/element-selector';
import { sendVitalsView } from '@/app/vitals/send-vitals-view';
import { vitalsScriptName } from '@/lib/vitals/vitals-attribution';
import type { VitalsAttributionKind } from '@/lib/vitals/vitals-metrics';
import { createVitalsViews } from '@/lib/vitals/vitals-views';

/** How long a soft navigation's earlier view may wait for an idle moment before it is sent anyway. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Measures every view of this page with web-vitals (soft navigations included) and sends each view's beacon once:
 * when the page is hidden or left, or when a later view begins. FCP and TTFB come from the plain build: their
 * attribution is not sent, and it would cost bytes.
 */
export function startVitalsReporter(): void {
  const views = createVitalsViews(() => location.href);
  const send = (keepLatest?: boolean) => views.take(keepLatest).forEach(sendVitalsView);
  const record = (metric: Metric, attribution?: Partial<Record<VitalsAttributionKind, string>>) => {
    if (views.record({ ...metric, navigationStartTime: metric.navigationStartTime ?? 0, attribution }) !== 'later-view') return;
    // web-vitals closes the earlier view's INP in an idle callback of its own, queued when the soft navigation was
    // seen: one queued now runs after it.
    if ('requestIdleCallback' in window) requestIdleCallback(() => send(true), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(() => send(true));
  };
  const options = { reportSoftNavs: true, generateTarget: elementSelector };
  // INP first: its observer then sees a soft navigation before any other reporter can begin the next view.
  onINP(
    ({ attribution, ...metric }) =>
      record(metric, {
        inpTarget: attribution.interactionTarget,
        inpScript: vitalsScriptName(attribution.longestScript?.entry.sourceURL, location.origin),
      }),
    options,
  );
  onLCP(({ attribution, ...metric }) => record(metric, { lcpElement: attribution.target }), options);
  onCLS(({ attribution, ...metric }) => record(metric, { clsSource: attribution.largestShiftTarget }), options);
  onFCP(record, options);
  onTTFB(record, options);
  // On window's bubbling phase: after web-vitals' own listeners (capturing), which report the final values.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  // A page being left fires pagehide before it is hidden (HTML's unload steps): sent then, the view would lack the
  // LCP, CLS and INP web-vitals reports on the visibilitychange that follows. A page hidden already (one opened in a
  // background tab and closed unseen, say) sends here.
  addEventListener('pagehide', () => document.visibilityState === 'hidden' && send());
}
