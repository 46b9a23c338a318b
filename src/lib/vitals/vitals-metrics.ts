/**
 * Issue 42: the Core Web Vitals measured on visitors' own devices (docs/field-speed.md). What the browser, the
 * server, the staff console and the bench agree on. Worker-safe and DOM-free: the server imports it too.
 */

/** The metrics a page view reports, in the order reports show them. */
export const VITALS_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/** Google's thresholds (web.dev/articles/vitals): good at or below the first, poor above the second. CLS is unitless; the rest are ms. */
export const VITALS_THRESHOLDS: Readonly<Record<VitalsMetric, readonly [good: number, poor: number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export const VITALS_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalsRating = (typeof VITALS_RATINGS)[number];

/** The rating Google gives a value, as web-vitals computes it. */
export function rateVitalsValue(metric: VitalsMetric, value: number): VitalsRating {
  const [good, poor] = VITALS_THRESHOLDS[metric];
  if (value > poor) return 'poor';
  return value > good ? 'needs-improvement' : 'good';
}

/** The device classes the Chrome UX Report splits by; the server derives one from the user agent, then drops the agent. */
export const VITALS_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type VitalsDevice = (typeof VITALS_DEVICES)[number];

/** `navigator.connection.effectiveType`, where the browser has it. */
export const VITALS_EFFECTIVE_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type VitalsEffectiveType = (typeof VITALS_EFFECTIVE_TYPES)[number];

/** web-vitals' `navigationType`: how the view began (`soft-navigation` for a route change inside the app). */
export const VITALS_NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] as const;
export type VitalsNavigationType = (typeof VITALS_NAVIGATION_TYPES)[number];

/** What a view's attribution names (each a short, normalised selector or script name, never text or a URL's query). */
export const VITALS_ATTRIBUTION_KINDS = ['lcpElement', 'inpTarget', 'inpScript', 'clsSource'] as const;
export type VitalsAttributionKind = (typeof VITALS_ATTRIBUTION_KINDS)[number];

/** The metric each attribution explains. */
export const VITALS_ATTRIBUTION_METRIC: Readonly<Record<VitalsAttributionKind, VitalsMetric>> = {
  lcpElement: 'LCP',
  inpTarget: 'INP',
  inpScript: 'INP',
  clsSource: 'CLS',
};

/** The longest attribution string kept; the browser cuts to it and the server refuses longer ones. */
export const VITALS_ATTRIBUTION_MAX_LENGTH = 100;

/** A report row with fewer views than this shows "too few" instead of figures, as the Chrome UX Report does. */
export const VITALS_MIN_VIEWS = 20;

/** The report's default window, in days (the Chrome UX Report's 28). */
export const VITALS_REPORT_DAYS = 28;

/** How long stored views and their daily roll-ups are kept. */
export const VITALS_RETENTION_DAYS = 90;
