import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { deferredStylesheets } from '../../../scripts/prerender/deferred-styles';

const dist = mkdtempSync(path.join(tmpdir(), 'deferred-styles-'));
const folder = path.join(dist, 'static/css/async');
mkdirSync(folder, { recursive: true });
// The page's own stylesheet, and the stylesheets of three deferred sections: two share a card module.
writeFileSync(path.join(folder, 'page-home.css'), '.container-a1{margin:0 auto}');
writeFileSync(path.join(folder, 'offers.css'), '.card-b2{border:1px solid}.price-c3{font-weight:700}');
writeFileSync(path.join(folder, 'reviews.css'), '.card-b2{border:1px solid}@media (min-width:600px){.quote-d4{padding:.5rem}}');
writeFileSync(path.join(folder, 'footer.css'), '.footer-e5{background:url(x.svg)}');
// The other language's build, in the same folder: it styles the offers' classes in one file.
writeFileSync(path.join(folder, 'offers-hi.css'), '.card-b2{border:1px solid}.price-c3{font-weight:700}.quote-d4{padding:.5rem}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ownStylesheets = ['page-home', 'offers', 'reviews', 'footer'].map((name) => `static/css/async/${name}.css`);
const stylesheetsFor = deferredStylesheets(dist, ownStylesheets);

it("links the fewest stylesheets of deferred sections that style every class the prerendered HTML uses, all of the page's own build", () => {
  const html = '<main class="container-a1"><article class="card-b2"><p class="price-c3">₹1,499</p></article><blockquote class="quote-d4 css-1x">…</blockquote></main>';
  expect(stylesheetsFor(html, ['static/css/async/page-home.css'])).toEqual(['static/css/async/offers.css', 'static/css/async/reviews.css']);
});

it('links nothing when the linked stylesheets already style the page, and reads no class from a value', () => {
  expect(stylesheetsFor('<main class="container-a1 x"><p class="svg">text</p></main>', ['static/css/async/page-home.css'])).toEqual([]);
});
