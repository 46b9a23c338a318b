import { VITALS_DEVICES, VITALS_METRICS, VITALS_REPORT_DAYS, type VitalsDevice, type VitalsMetric } from '@/lib/vitals/vitals-metrics';
import { z } from '@/lib/zod';

/** The periods the speed screen offers: a week, the Chrome UX Report's 28 days, and every day that is kept. */
export const SPEED_PERIODS = [7, VITALS_REPORT_DAYS, 90] as const;
export type SpeedPeriod = (typeof SPEED_PERIODS)[number];

export const SPEED_DEVICE_CHOICES = ['all', ...VITALS_DEVICES] as const;
export type SpeedDeviceChoice = (typeof SPEED_DEVICE_CHOICES)[number];

/** What /staff/speed shows: the period asked of the server, and the device and chart metric chosen on the page. */
export type SpeedFilters = { days: SpeedPeriod; device: SpeedDeviceChoice; metric: VitalsMetric };

export const DEFAULT_SPEED_FILTERS: SpeedFilters = { days: VITALS_REPORT_DAYS, device: 'all', metric: 'LCP' };

/** The address's filters; a value the page does not offer (typed or edited) reads as its default, not as an error. */
export const speedFiltersSchema = z.object({
  days: z.coerce.number().pipe(z.literal(SPEED_PERIODS)).catch(DEFAULT_SPEED_FILTERS.days),
  device: z.enum(SPEED_DEVICE_CHOICES).catch(DEFAULT_SPEED_FILTERS.device),
  metric: z.enum(VITALS_METRICS).catch(DEFAULT_SPEED_FILTERS.metric),
});

export const speedFiltersOf = (params: URLSearchParams): SpeedFilters => speedFiltersSchema.parse(Object.fromEntries(params));

/** The filters → the address's query, defaults left out (the plain /staff/speed is the 28-day report of every device). */
export function speedSearchOf(filters: SpeedFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.days !== DEFAULT_SPEED_FILTERS.days) search.days = String(filters.days);
  if (filters.device !== DEFAULT_SPEED_FILTERS.device) search.device = filters.device;
  if (filters.metric !== DEFAULT_SPEED_FILTERS.metric) search.metric = filters.metric;
  return search;
}

/** Whether a row or a day of the report is on the device chosen. */
export const onSpeedDevice = (choice: SpeedDeviceChoice) => (entry: { device: VitalsDevice }) => choice === 'all' || entry.device === choice;
