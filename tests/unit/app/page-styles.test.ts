import { expect, it } from 'vitest';
import type { EmotionRule } from '@/app/prerender/emotion-rules';
import { splitPageStyles } from '../../../scripts/prerender/page-styles';

const rule = (id: string, { inHtml = true, global = false } = {}): EmotionRule => ({ id, css: `.css-${id}{color:red;}`, global, inHtml });

it('inlines what only one page uses, shares what many use, and never inlines a layer no element carries', () => {
  const pageCount = 40;
  const common = rule('common');
  const pages = Array.from({ length: pageCount }, () => [common]);
  pages[0] = [common, rule('own'), rule('layer', { inHtml: false })];

  const styles = splitPageStyles(pages);
  expect(styles.sharedCss).toContain('.css-common{');
  expect(styles.sharedCss).toContain('.css-layer{');
  expect(styles.sharedCss).not.toContain('.css-own{');

  const head = styles.headTags(pages[0] ?? []);
  // The browser's Emotion cache reads the ids in these markers as already inserted.
  expect(head).toMatch(/<style data-emotion="css [^"]*\blayer\b[^"]*"><\/style>/);
  expect(head).toContain('<style data-emotion="css own">.css-own{color:red;}</style>');
  expect(head).not.toContain('.css-layer{');
});

it("closes the shared stylesheet with the stylesheets every page loads, which each page marks as present for the chunk loader", () => {
  const styles = splitPageStyles([[rule('common')], [rule('common')]], {
    leadingCss: '@font-face{font-family:x}',
    trailingCss: '.header-a1{display:flex}',
    trailingFiles: ['static/css/async/boot-layout.css'],
  });
  expect(styles.sharedCss).toBe('@font-face{font-family:x}.css-common{color:red;}.header-a1{display:flex}');
  const head = styles.headTags([rule('common')]);
  expect(head).toContain('<style data-href="/static/css/async/boot-layout.css"></style>');
  expect(head).not.toContain('.header-a1');
});
