import type { Generated } from 'kysely';
import type { Locale } from '@/lib/i18n/locale';
import type { VitalsAttributionKind, VitalsDevice, VitalsEffectiveType, VitalsMetric, VitalsNavigationType, VitalsRating } from '@/lib/vitals/vitals-metrics';
import type { VitalsRoute } from '@/lib/vitals/vitals-routes';

/** PostgreSQL BIGINT and SUM() come back as text; SQLite INTEGER as a number. */
type Count = number | string;

/** One beacon, as the route keeps it (server/migrations: sqlite 012, postgres 010). */
export interface VitalsViewsTable {
  id: Generated<Count>;
  /** The day in India it arrived, YYYY-MM-DD: no finer time is kept. */
  day: string;
  route: VitalsRoute;
  lang: Locale;
  device: VitalsDevice;
  navigation_type: VitalsNavigationType;
  effective_type: VitalsEffectiveType | null;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  fcp: number | null;
  ttfb: number | null;
  lcp_element: string | null;
  inp_target: string | null;
  inp_script: string | null;
  cls_source: string | null;
  /** 1 once the roll-up has added it to the daily tables. */
  rolled_up: Generated<0 | 1>;
}

type DailyKey = { day: string; route: VitalsRoute; device: VitalsDevice; lang: Locale };

export type VitalsDailyViewsTable = DailyKey & { views: Count };
/** counts: packed (bucket, count) pairs, vitals-bucket-counts.ts. */
export type VitalsDailyHistogramsTable = DailyKey & { metric: VitalsMetric; rating: VitalsRating; counts: Buffer };
export type VitalsDailyAttributionsTable = DailyKey & { kind: VitalsAttributionKind; target: string; count: Count; total: number };

export type VitalsTables = {
  vitals_views: VitalsViewsTable;
  vitals_daily_views: VitalsDailyViewsTable;
  vitals_daily_histograms: VitalsDailyHistogramsTable;
  vitals_daily_attributions: VitalsDailyAttributionsTable;
};
