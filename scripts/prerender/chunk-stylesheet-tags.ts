// The page's chunk stylesheets (boot, screen, deferred sections) as head tags: inlined while the page's inline CSS
// stays within budget, the rest in one stylesheet. On a mobile connection every render-blocking stylesheet is
// another request before the first paint (HTTP/1.1: another connection); the site's shared stylesheet stays a
// cached file.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Issue 22's budget for the inline CSS of any page. */
export const INLINE_CSS_BUDGET_BYTES = 25 * 1024;

/**
 * Where the joined stylesheets go: each is one page's (or a few pages') own, so the service worker saves it with
 * its page rather than precaching it for every visitor.
 */
export const JOINED_STYLESHEETS_FOLDER = 'static/css/pages';

/** The head tags, and the joined stylesheet they link, which the caller writes if it keeps the tags. */
export type ChunkStylesheets = { tags: string[]; joined?: { file: string; css: string } };

/**
 * In document order, which is cascade order: the files that fit inline, then the rest joined into one file
 * (`static/css/pages/<hash>.css`, shared by pages that need the same rest). `data-href` is how the chunk loader
 * recognises a stylesheet already in the page, so a section that hydrates later does not fetch it again; a joined
 * file's parts get empty markers for that. `inline: false` links them all (scripts/prerender/page-layout.ts).
 */
export function chunkStylesheetTags(dist: string, files: readonly string[], inlineBytesSoFar: number, { inline = true } = {}): ChunkStylesheets {
  const marker = (file: string, css = '') => `<style data-href="/${file}">${css}</style>`;
  let inlineBytes = inlineBytesSoFar;
  const sheets = files.map((file) => ({ file, css: readFileSync(path.join(dist, file), 'utf8') }));
  const fitting = inline ? sheets.findIndex(({ css }) => (inlineBytes += Buffer.byteLength(css)) > INLINE_CSS_BUDGET_BYTES) : 0;
  const inlined = fitting === -1 ? sheets : sheets.slice(0, fitting);
  const rest = fitting === -1 ? [] : sheets.slice(fitting);
  const tags = inlined.map(({ file, css }) => marker(file, css));
  if (rest.length === 1) tags.push(`<link rel="stylesheet" href="/${rest[0]?.file}">`);
  if (rest.length <= 1) return { tags };
  const css = rest.map((sheet) => sheet.css).join('\n');
  const file = `${JOINED_STYLESHEETS_FOLDER}/${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  tags.push(`<link rel="stylesheet" href="/${file}">`, ...rest.map(({ file: part }) => marker(part)));
  return { tags, joined: { file, css } };
}

/** Bytes of CSS inside the `<style>` elements of some head HTML. */
export function inlineCssBytes(headHtml: string): number {
  return [...headHtml.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ''), 0);
}
