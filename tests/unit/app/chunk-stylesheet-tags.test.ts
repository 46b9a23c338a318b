import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { INLINE_CSS_BUDGET_BYTES, chunkStylesheetTags, inlineCssBytes } from '../../../scripts/prerender/chunk-stylesheet-tags';

const dist = mkdtempSync(path.join(tmpdir(), 'chunk-stylesheets-'));
mkdirSync(path.join(dist, 'static/css/async'), { recursive: true });
const layout = '.header-a1{display:flex}';
const screen = `.hero-b2{padding:${'0'.repeat(2_000)}1px}`;
const section = '.card-c3{border:1px solid}';
writeFileSync(path.join(dist, 'static/css/async/boot-layout.css'), layout);
writeFileSync(path.join(dist, 'static/css/async/page-home.css'), screen);
writeFileSync(path.join(dist, 'static/css/async/offers.css'), section);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const files = ['static/css/async/boot-layout.css', 'static/css/async/page-home.css', 'static/css/async/offers.css'];

it('inlines every chunk stylesheet, in order, named so the chunk loader does not fetch it again', () => {
  expect(chunkStylesheetTags(dist, files, 0)).toEqual({ tags: [
    `<style data-href="/static/css/async/boot-layout.css">${layout}</style>`,
    `<style data-href="/static/css/async/page-home.css">${screen}</style>`,
    `<style data-href="/static/css/async/offers.css">${section}</style>`,
  ] });
});

it('joins the stylesheets from the first that would take the page past the inline CSS budget into one linked file', () => {
  const inlineAlready = INLINE_CSS_BUDGET_BYTES - layout.length - 10;
  const { tags, joined } = chunkStylesheetTags(dist, files, inlineAlready);
  expect(joined?.file).toMatch(/^static\/css\/pages\/\w+\.css$/);
  expect(tags).toEqual([
    `<style data-href="/static/css/async/boot-layout.css">${layout}</style>`,
    `<link rel="stylesheet" href="/${joined?.file}">`,
    '<style data-href="/static/css/async/page-home.css"></style>',
    '<style data-href="/static/css/async/offers.css"></style>',
  ]);
  expect(joined?.css).toBe(`${screen}\n${section}`);
});

it('links them all, as one file, for a page that keeps its chunk styles out of its HTML', () => {
  const { tags, joined } = chunkStylesheetTags(dist, files, 0, { inline: false });
  expect(tags).toEqual([
    `<link rel="stylesheet" href="/${joined?.file}">`,
    ...files.map((file) => `<style data-href="/${file}"></style>`),
  ]);
  expect(joined?.css).toBe([layout, screen, section].join('\n'));
});

it('links the last stylesheet as it is when only it does not fit', () => {
  const inlineAlready = INLINE_CSS_BUDGET_BYTES - layout.length - screen.length - 10;
  expect(chunkStylesheetTags(dist, files, inlineAlready).tags.at(-1)).toBe('<link rel="stylesheet" href="/static/css/async/offers.css">');
});

it('counts the bytes inside style elements only', () => {
  expect(inlineCssBytes('<link rel="stylesheet" href="/a.css">\n<style data-emotion="css 1">.a{color:red}</style><style data-emotion="css x"></style>')).toBe(13);
});
