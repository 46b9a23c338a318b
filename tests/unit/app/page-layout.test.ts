import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP_BYTES, fitsFirstRoundTrip, pageInFirstRoundTrip, type PageLayout } from '../../../scripts/prerender/page-layout';

/** Text that compresses to about `bytes`: the base64 of as many random bytes. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64');

/** A page whose data and chunk styles each weigh `bytes` when inline. */
const pageOf =
  ({ content, data, css }: { content: number; data: number; css: number }) =>
  (layout: PageLayout) => ({
    html: incompressible(content) + (layout.dataInline ? incompressible(data) : '') + (layout.chunkCssInline ? incompressible(css) : ''),
  });

describe('how much of a page rides in its HTML', () => {
  it('counts what the page weighs as served, compressed', () => {
    expect(fitsFirstRoundTrip('<p>Healvia</p>'.repeat(5_000))).toBe(true);
    expect(fitsFirstRoundTrip(incompressible(FIRST_ROUND_TRIP_BYTES + 200))).toBe(false);
  });

  it('keeps a page that fits the first round trip whole', () => {
    expect(pageInFirstRoundTrip(pageOf({ content: 6_000, data: 3_000, css: 3_000 }))).toMatchObject({ layout: { dataInline: true, chunkCssInline: true }, fits: true });
  });

  it('moves the data out first, as the first paint does not need it', () => {
    expect(pageInFirstRoundTrip(pageOf({ content: 9_000, data: 3_000, css: 3_000 }))).toMatchObject({ layout: { dataInline: false, chunkCssInline: true }, fits: true });
  });

  it('then links the chunk styles, and keeps that layout even when the page still does not fit', () => {
    const leanest = { dataInline: false, chunkCssInline: false };
    expect(pageInFirstRoundTrip(pageOf({ content: 12_000, data: 3_000, css: 3_000 }))).toMatchObject({ layout: leanest, fits: true });
    expect(pageInFirstRoundTrip(pageOf({ content: 20_000, data: 3_000, css: 3_000 }))).toMatchObject({ layout: leanest, fits: false });
  });
});
