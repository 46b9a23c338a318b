// The page's chunk stylesheets (boot, screen, deferred sections) as head tags: inlined while the page's inline CSS
// stays within budget, linked otherwise. On a mobile connection every render-blocking stylesheet is another
// request before the first paint (HTTP/1.1: another connection); these are a few KB each, the site's shared
// stylesheet stays a cached file.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Issue 22's budget for the inline CSS of any page. */
export const INLINE_CSS_BUDGET_BYTES = 25 * 1024;

/**
 * In document order, which is cascade order, whichever way each file is included. `data-href` is how the chunk
 * loader recognises a stylesheet already in the page, so a section that hydrates later does not fetch it again.
 */
export function chunkStylesheetTags(dist: string, files: readonly string[], inlineBytesSoFar: number): string[] {
  let inlineBytes = inlineBytesSoFar;
  return files.map((file) => {
    const css = readFileSync(path.join(dist, file), 'utf8');
    if (inlineBytes + Buffer.byteLength(css) > INLINE_CSS_BUDGET_BYTES) return `<link rel="stylesheet" href="/${file}">`;
    inlineBytes += Buffer.byteLength(css);
    return `<style data-href="/${file}">${css}</style>`;
  });
}

/** Bytes of CSS inside the `<style>` elements of some head HTML. */
export function inlineCssBytes(headHtml: string): number {
  return [...headHtml.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ''), 0);
}
