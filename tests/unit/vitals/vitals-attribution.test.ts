import { describe, expect, it } from 'vitest';
import { normaliseVitalsSelector, selectorOfSteps, vitalsScriptName } from '@/lib/vitals/vitals-attribution';
import { VITALS_ATTRIBUTION_MAX_LENGTH } from '@/lib/vitals/vitals-metrics';

describe('a selector sent as attribution', () => {
  it('keeps tags and at most two meaningful classes per element', () => {
    expect(normaliseVitalsSelector('main>section.hv-hero.hv-hero--wide.extra>h1.hv-hero__title')).toBe('main>section.hv-hero.hv-hero--wide>h1.hv-hero__title');
  });

  it('drops ids, which may carry data or change with every render', () => {
    expect(normaliseVitalsSelector('#lead-9876543210')).toBeUndefined();
    expect(normaliseVitalsSelector('div#«r3»>button#order-4711.MuiButton-root')).toBe('div>button.MuiButton-root');
    expect(normaliseVitalsSelector('form#contact>input#email')).toBe('form>input');
  });

  it('drops attribute values, pseudo-classes and nth-child indices, whatever they hold', () => {
    expect(normaliseVitalsSelector('ul.hv-list>li:nth-child(7)>a[href="/lab-tests-details/cbc > x?phone=98"]')).toBe('ul.hv-list>li>a');
    expect(normaliseVitalsSelector('BUTTON.hv-cta:not(.a > .b)::before')).toBe('button.hv-cta');
  });

  it('drops Emotion hashes and MUI state classes, which split one component into many', () => {
    expect(normaliseVitalsSelector('button.MuiButtonBase-root.css-1x2y3z.Mui-focusVisible')).toBe('button.MuiButtonBase-root');
  });

  it('keeps printable ASCII only, and the combinators as >', () => {
    expect(normaliseVitalsSelector('main  section.कार्ड + p ~ span.ok')).toBe('main>section>p>span.ok');
  });

  it('is cut from the outermost end, at an element boundary, to the length the server accepts', () => {
    const deep = Array.from({ length: 20 }, (_, level) => `div.hv-level-${level}`).join('>');
    const selector = normaliseVitalsSelector(deep)!;
    expect(selector.length).toBeLessThanOrEqual(VITALS_ATTRIBUTION_MAX_LENGTH);
    expect(selector.endsWith('div.hv-level-19')).toBe(true);
    expect(selector.startsWith('div.hv-level-')).toBe(true);
    expect(normaliseVitalsSelector(`p.${'a'.repeat(200)}`)).toBeUndefined();
  });

  it('is built from an element and its ancestors, innermost first', () => {
    expect(
      selectorOfSteps([
        { tag: 'img', classes: ['hv-card__image'] },
        { tag: 'article', classes: ['hv-card', 'css-9zz'] },
        { tag: 'main', classes: [] },
      ]),
    ).toBe('main>article.hv-card>img.hv-card__image');
    expect(selectorOfSteps([])).toBeUndefined();
  });
});

describe('the name of the INP’s longest script', () => {
  const origin = 'https://www.healvia.example';

  it('is a script file of the site’s own without its content hash, query or path', () => {
    expect(vitalsScriptName(`${origin}/static/js/async/vitals.3f2a1b9c.js?v=2#x`, origin)).toBe('vitals.js');
    expect(vitalsScriptName(`${origin}/static/hi/js/lib-react.0a1b2c3d4e.js`, origin)).toBe('lib-react.js');
    expect(vitalsScriptName(`${origin}/sw.mjs`, origin)).toBe('sw.mjs');
  });

  it('is third-party for another origin, whatever its URL holds', () => {
    expect(vitalsScriptName('https://cdn.example.com/tag.js?user=asha@example.in', origin)).toBe('third-party');
    expect(vitalsScriptName('chrome-extension://abcdef/content.js', origin)).toBe('third-party');
  });

  it('is inline for code with no file of its own: never the page’s path, which may hold an id', () => {
    expect(vitalsScriptName(`${origin}/lab-tests-details/cbc-7`, origin)).toBe('inline');
    expect(vitalsScriptName('', origin)).toBe('inline');
    expect(vitalsScriptName(undefined, origin)).toBeUndefined();
  });
});
