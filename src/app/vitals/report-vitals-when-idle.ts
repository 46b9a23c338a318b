import { whenPageSettled } from '@/app/vitals/when-page-settled';
import { vitalsSampleRate } from '@/lib/vitals/vitals-sample-rate';

/**
 * Reports this page's field speed (issue 42, docs/field-speed.md) from a chunk of its own, loaded once the page is
 * hydrated and the browser idle: nothing before the first paint or during hydration. A load not sampled never
 * fetches it, and neither do its later views. Production builds only: development and mock-mode figures are no
 * visitor's, and MSW would warn of a request it has no handler for.
 */
export function reportVitalsWhenIdle(): void {
  if (!import.meta.env.PROD || import.meta.env.PUBLIC_API_MOCKING === 'true') return;
  if (Math.random() >= vitalsSampleRate) return;
  void whenPageSettled()
    .then(() => import(/* webpackChunkName: "vitals" */ '@/app/vitals/start-vitals-reporter'))
    .then(({ startVitalsReporter }) => startVitalsReporter())
    // Offline, or a release replaced the chunk: this view goes unmeasured, and nothing else changes.
    .catch(() => undefined);
}
