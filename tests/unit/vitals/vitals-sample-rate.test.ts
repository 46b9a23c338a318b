import { describe, expect, it } from 'vitest';
import { parseVitalsSampleRate } from '@/lib/vitals/vitals-sample-rate';

describe('PUBLIC_VITALS_SAMPLE_RATE', () => {
  it('is the share of page loads that report, 0 to 1', () => {
    expect(['0', '0.25', '1', ' 0.5 '].map(parseVitalsSampleRate)).toEqual([0, 0.25, 1, 0.5]);
  });

  it('is every load when unset, empty or not a number', () => {
    expect([undefined, '', '  ', 'all', '10%'].map(parseVitalsSampleRate)).toEqual([1, 1, 1, 1, 1]);
  });

  it('is held to 0–1', () => {
    expect(['-0.5', '25', 'Infinity'].map(parseVitalsSampleRate)).toEqual([0, 1, 1]);
  });
});
