export type VitalsSettings = {
  /** Beacons per minute per client address (VITALS_RATE_LIMIT_MAX). */
  rateLimitMax: number;
  /** How often beacons are rolled up into the daily tables (VITALS_ROLLUP_INTERVAL_MS). */
  rollupIntervalMs: number;
};

/** A page view sends one beacon; 120 a minute is a visitor opening two pages a second for a whole minute. */
export const DEFAULT_VITALS_SETTINGS: VitalsSettings = { rateLimitMax: 120, rollupIntervalMs: 60_000 };
