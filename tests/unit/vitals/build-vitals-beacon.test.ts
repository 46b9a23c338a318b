import { describe, expect, it } from 'vitest';
import { buildVitalsBeacon, type VitalsViewRecord } from '@/lib/vitals/build-vitals-beacon';
import { VITALS_BODY_LIMIT_BYTES, vitalsBeaconSchema } from '@/lib/vitals/vitals-beacon';
import { VITALS_ATTRIBUTION_MAX_LENGTH } from '@/lib/vitals/vitals-metrics';

const view = (overrides: Partial<VitalsViewRecord> = {}): VitalsViewRecord => ({
  url: 'https://www.healvia.example/hi/lab-tests-details/cbc-7?phone=9876543210#faq',
  navigationType: 'navigate',
  metrics: { LCP: 2143.6, INP: 88, CLS: 0.043_21, FCP: 1210.2, TTFB: 402.9 },
  attribution: {
    lcpElement: 'main>section#hero-4711.hv-hero>img.hv-hero__image',
    inpTarget: 'button.MuiButton-root.css-1x2y3z',
    inpScript: 'boot-app.js',
    clsSource: 'div.hv-banner:nth-child(3)',
  },
  ...overrides,
});

describe('a page view’s beacon', () => {
  it('names the route pattern and language, never the URL, its id or its query', () => {
    const beacon = buildVitalsBeacon(view(), '4g');
    expect(vitalsBeaconSchema.parse(beacon)).toEqual({
      route: '/lab-tests-details/:id',
      lang: 'hi',
      navigationType: 'navigate',
      effectiveType: '4g',
      metrics: {
        LCP: { value: 2144, rating: 'good' },
        INP: { value: 88, rating: 'good' },
        CLS: { value: 0.0432, rating: 'good' },
        FCP: { value: 1210, rating: 'good' },
        TTFB: { value: 403, rating: 'good' },
      },
      attribution: {
        lcpElement: 'main>section.hv-hero>img.hv-hero__image',
        inpTarget: 'button.MuiButton-root',
        inpScript: 'boot-app.js',
        clsSource: 'div.hv-banner',
      },
    });
    expect(JSON.stringify(beacon)).not.toMatch(/cbc|9876543210|faq|4711|healvia/);
  });

  it('rates the value it sends: rounding 2500.4 ms down makes a good LCP', () => {
    const beacon = buildVitalsBeacon(view({ metrics: { LCP: 2500.4, INP: 500.6 } }));
    expect(beacon?.metrics).toEqual({ LCP: { value: 2500, rating: 'good' }, INP: { value: 501, rating: 'poor' } });
    expect(vitalsBeaconSchema.safeParse(beacon).success).toBe(true);
  });

  it('holds only the metrics the view produced, and the attribution of those', () => {
    const beacon = buildVitalsBeacon(view({ metrics: { FCP: 900, TTFB: 120 } }));
    expect(beacon?.metrics).toEqual({ FCP: { value: 900, rating: 'good' }, TTFB: { value: 120, rating: 'good' } });
    expect(beacon).not.toHaveProperty('attribution');
    expect(vitalsBeaconSchema.safeParse(beacon).success).toBe(true);
  });

  it('leaves out a soft navigation’s TTFB, which web-vitals reports as 0', () => {
    const beacon = buildVitalsBeacon(view({ url: 'https://www.healvia.example/tests', navigationType: 'soft-navigation', metrics: { TTFB: 0, FCP: 310, LCP: 420 } }));
    expect(beacon).toMatchObject({ route: '/tests', lang: 'en', navigationType: 'soft-navigation' });
    expect(beacon?.metrics).toEqual({ FCP: { value: 310, rating: 'good' }, LCP: { value: 420, rating: 'good' } });
    expect(vitalsBeaconSchema.safeParse(beacon).success).toBe(true);
  });

  it('is not sent for a view with no metric (a soft navigation left at once)', () => {
    expect(buildVitalsBeacon(view({ navigationType: 'soft-navigation', metrics: { TTFB: 0 } }))).toBeUndefined();
    expect(buildVitalsBeacon(view({ metrics: {} }))).toBeUndefined();
  });

  it('sends a connection type and a navigation type only when they are ones the schema knows', () => {
    const beacon = buildVitalsBeacon(view({ navigationType: 'something-new' }), 'wifi');
    expect(beacon).not.toHaveProperty('effectiveType');
    expect(beacon?.navigationType).toBe('navigate');
    expect(vitalsBeaconSchema.safeParse(beacon).success).toBe(true);
  });

  it('names a page the route table does not know *', () => {
    expect(buildVitalsBeacon(view({ url: 'https://www.healvia.example/no/such/page' }))?.route).toBe('*');
  });

  it('stays under the body limit with every metric and every attribution at its longest', () => {
    const longest = `div.${'a'.repeat(VITALS_ATTRIBUTION_MAX_LENGTH - 4)}`;
    const beacon = buildVitalsBeacon(
      view({
        navigationType: 'back-forward-cache',
        metrics: { LCP: 599_999, INP: 599_999, CLS: 99.123_456, FCP: 599_999, TTFB: 599_999 },
        attribution: { lcpElement: longest, inpTarget: longest, inpScript: 'x'.repeat(VITALS_ATTRIBUTION_MAX_LENGTH), clsSource: longest },
      }),
      'slow-2g',
    );
    expect(vitalsBeaconSchema.safeParse(beacon).success).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(beacon)).length).toBeLessThan(VITALS_BODY_LIMIT_BYTES);
  });
});
