// How much of a page rides in its HTML. A new connection's first round trip carries TCP's initial window (RFC 6928:
// ten segments of 1,460 bytes; Lighthouse's simulation uses the same); HTML past it arrives a round trip later, and
// so does every file the page's <head> names, the fonts its first paint waits for among them. Inline styles and data
// save a request only while the page still fits: a longer page moves them out, into files fetched beside the others.
import zlib from 'node:zlib';

const INITIAL_WINDOW_BYTES = 10 * 1460;
/** The server's headers on a page (server/http/security.ts sends most of them): ~950 bytes, measured. */
const PAGE_HEADER_BYTES = 1000;
export const FIRST_ROUND_TRIP_BYTES = INITIAL_WINDOW_BYTES - PAGE_HEADER_BYTES;

export type PageLayout = {
  /** The data block holds the page's data; otherwise it names a file the page fetches after its first paint. */
  dataInline: boolean;
  /** The stylesheets of the page's chunks are inlined (up to their budget); otherwise linked, as one file. */
  chunkCssInline: boolean;
};

/** Everything inline: best for a page that fits, and always for a not-found page (the server edits its data). */
export const WHOLE_PAGE: PageLayout = { dataInline: true, chunkCssInline: true };

/** Tried in order before the leanest: the data goes out first, as the first paint does not need it, then the chunk styles. */
const TRIED_FIRST: readonly PageLayout[] = [WHOLE_PAGE, { dataInline: false, chunkCssInline: true }];
const LEANEST: PageLayout = { dataInline: false, chunkCssInline: false };

const brotliBytes = (html: string, quality: number) =>
  zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
    .byteLength;

/**
 * Whether the page as served (brotli at quality 11, scripts/compress-build.ts) fits the first round trip. Quality 5
 * decides most pages: it compresses less, and 60 times faster.
 */
export const fitsFirstRoundTrip = (html: string): boolean =>
  brotliBytes(html, 5) <= FIRST_ROUND_TRIP_BYTES || brotliBytes(html, 11) <= FIRST_ROUND_TRIP_BYTES;

/**
 * The page in the first layout that fits the first round trip, or in the last, which keeps the least inline; `fits`
 * says whether it does.
 */
export function pageInFirstRoundTrip<Page extends { html: string }>(render: (layout: PageLayout) => Page): Page & { layout: PageLayout; fits: boolean } {
  for (const layout of TRIED_FIRST) {
    const page = render(layout);
    if (fitsFirstRoundTrip(page.html)) return { ...page, layout, fits: true };
  }
  const page = render(LEANEST);
  return { ...page, layout: LEANEST, fits: fitsFirstRoundTrip(page.html) };
}
