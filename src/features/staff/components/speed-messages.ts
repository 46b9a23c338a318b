import type { SpeedDeviceChoice } from '@/features/staff/api/speed-filters-schema';
import type { Locale } from '@/lib/i18n/locale';
import type { VitalsAttributionKind, VitalsDevice, VitalsMetric, VitalsRating } from '@/lib/vitals/vitals-metrics';

export const DEVICE_LABELS: Readonly<Record<VitalsDevice, string>> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };
export const LANGUAGE_LABELS: Readonly<Record<Locale, string>> = { en: 'English', hi: 'Hindi' };
export const RATING_LABELS: Readonly<Record<VitalsRating, string>> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

export const METRIC_NAMES: Readonly<Record<VitalsMetric, string>> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

export const METRIC_MEANINGS: Readonly<Record<VitalsMetric, string>> = {
  LCP: 'When the largest image or text block appeared',
  INP: 'How long the slowest tap or key press took to show its result',
  CLS: 'How much the page moved under the reader while it loaded',
  FCP: 'When the first text or image appeared',
  TTFB: "When the server's first byte arrived",
};

export const ATTRIBUTION_LABELS: Readonly<Record<VitalsAttributionKind, string>> = {
  lcpElement: 'LCP elements',
  inpTarget: 'Interaction targets',
  inpScript: 'Longest scripts',
  clsSource: 'Largest shift sources',
};

/** A route pattern as the report names it; `*` is every address the site does not know. */
export const routeLabel = (route: string) => (route === '*' ? 'Not found pages (*)' : route);

const DEVICES_PLURAL: Record<SpeedDeviceChoice, string> = { all: 'all devices', phone: 'phones', tablet: 'tablets', desktop: 'desktops' };

/** The words of the speed page (/staff/speed, supervisors and admins; issue 42, docs/field-speed.md). */
export const speedMessages = {
  title: 'Speed',
  heading: "Speed on visitors' devices",
  intro: (days: number) =>
    `The 75th percentile (p75) of each Core Web Vital over the last ${days} days, measured on visitors' own phones, tablets and computers and rated by Google's thresholds, as in the Chrome UX Report.`,
  supervisorsOnly: 'Only supervisors and admins can see the speed report. Ask one of them if you need its figures.',
  filtersLabel: 'Choose the report',
  period: 'Period',
  periodOption: (days: number) => `Last ${days} days`,
  device: 'Device',
  deviceOption: (device: SpeedDeviceChoice) => (device === 'all' ? 'All devices' : DEVICE_LABELS[device]),
  loading: 'Loading the speed report',
  loadFailed: 'The speed report could not be loaded. Check your connection and try again.',
  empty: (days: number, device: SpeedDeviceChoice) =>
    device === 'all' ? `No speed measurements in the last ${days} days` : `No speed measurements from ${DEVICES_PLURAL[device]} in the last ${days} days`,
  summary: (from: string, to: string, views: string) => `${from} to ${to} (India time): ${views} page views.`,

  tableHeading: 'By route',
  tableCaption: (days: number, device: SpeedDeviceChoice) => `p75 by route, device and language over ${days} days, ${DEVICES_PLURAL[device]}`,
  tableLegend: 'Under each figure, the share of views rated good, needs improvement and poor.',
  tooFewLegend: (minViews: number) => `Rows with fewer than ${minViews} views show no figures.`,
  columns: { route: 'Route', device: 'Device', lang: 'Language', views: 'Views' },
  tooFew: 'Too few views',
  noFigure: 'No figure',
  noMeasurement: 'No measurements',
  shares: (good: string, needsImprovement: string, poor: string) => `Good ${good}, needs improvement ${needsImprovement}, poor ${poor}`,

  chartHeading: 'p75 by day',
  chartMetric: 'Metric',
  chartCaption: (metric: VitalsMetric, device: SpeedDeviceChoice) => `p75 of ${metric} (${METRIC_NAMES[metric]}) by day, ${DEVICES_PLURAL[device]}`,
  chartThresholds: (good: string, poor: string) => `The thin lines are Google's thresholds: good up to ${good}, poor above ${poor}.`,
  chartGoodLine: (value: string) => `Good up to ${value}`,
  chartPoorLine: (value: string) => `Poor above ${value}`,
  chartTable: 'Show the figures as a table',
  chartDay: 'Day',
  chartNoViews: 'No views',
  chartValue: (value: string, rating: VitalsRating) => `${value} (${RATING_LABELS[rating].toLowerCase()})`,

  worstHeading: 'Worst routes',
  worstIntro: 'The slowest rows by p75, with what their views most often named: the element painted last, the element and script of the slowest interaction, the element that moved most.',
  worstMetric: (metric: VitalsMetric) => `${metric}: ${METRIC_NAMES[metric]}`,
  worstNone: (metric: VitalsMetric) => `No route has enough views to rank by ${metric}.`,
  worstRow: (route: string, device: VitalsDevice, lang: Locale) => `${routeLabel(route)}, ${DEVICE_LABELS[device].toLowerCase()}, ${LANGUAGE_LABELS[lang]}`,
  attributionCount: (views: string, share: string, mean: string) => `${views} views (${share}), mean ${mean}`,
  noAttribution: 'None named',

  aboutHeading: 'About these figures',
  aboutCaption: "The metrics and Google's thresholds",
  aboutMetric: 'Metric',
  aboutMeasures: 'What it measures',
  aboutGood: 'Good',
  aboutPoor: 'Poor',
  aboutGoodValue: (value: string) => `up to ${value}`,
  aboutPoorValue: (value: string) => `above ${value}`,
} as const;
