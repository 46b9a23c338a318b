/**
 * The share of page loads that report their views (0–1), from PUBLIC_VITALS_SAMPLE_RATE at build time. Unset,
 * empty or not a number: every load (1). Outside 0–1: the nearest bound.
 */
export function parseVitalsSampleRate(value: string | undefined): number {
  const rate = value?.trim() ? Number(value) : NaN;
  return Number.isNaN(rate) ? 1 : Math.min(1, Math.max(0, rate));
}

// Optional: node tools that read src/lib have no import.meta.env.
export const vitalsSampleRate = parseVitalsSampleRate(import.meta.env?.PUBLIC_VITALS_SAMPLE_RATE);
