import { fillOfflinePage, offlinePageFor } from '@/service-worker/offline-page';
import { en } from '@/service-worker/offline-page-messages.en';
import { hi } from '@/service-worker/offline-page-messages.hi';
import { offlinePageTemplate } from '@/service-worker/offline-page-template';
import { imagePathsIn, stylesheetPathsIn } from '@/service-worker/page-files';
import { pageDataFileIn, pageDataTag } from '@/lib/page-data';

const parts = {
  siteStylesheet: '/static/css/site.ab12.css',
  fonts: ['/static/font/figtree.cd34.woff2'],
  css: '.offline-page{max-width:40rem}',
  themeColor: '#095C57',
};
const template = offlinePageTemplate({ ...parts, locale: 'en', text: en, title: 'You are offline | Healvia' });

describe('the offline page', () => {
  it('is a page of its own: language, one h1, the site stylesheet and manifest, no script', () => {
    expect(template).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(template.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(template).toContain('<h1>You are offline</h1>');
    expect(template).toContain('<link rel="stylesheet" href="/static/css/site.ab12.css">');
    expect(template).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(template).toContain('<meta name="theme-color" content="#095C57">');
    expect(template).not.toContain('<script');
  });

  it('links each saved page by its title, and the page asked for to try again', () => {
    const html = fillOfflinePage(template, {
      savedPages: [
        { path: '/', title: 'Doctors, lab tests and scans near you' },
        { path: '/tests', title: 'Lab tests & health checkups' },
      ],
      retryPath: '/about?from=menu',
    });
    expect(html).toContain('<li><a href="/">Doctors, lab tests and scans near you</a></li>');
    expect(html).toContain('<li><a href="/tests">Lab tests &amp; health checkups</a></li>');
    expect(html).toContain('<a href="/about?from=menu">Try this page again</a> once you are back online.');
    expect(html).not.toContain('No pages are saved');
  });

  it('says so when no page is saved yet, and escapes what it writes', () => {
    const html = fillOfflinePage(template, { savedPages: [], retryPath: '/search?q="><script>' });
    expect(html).toContain('<p>No pages are saved on this device yet.');
    expect(html).not.toContain('offline-page__list');
    expect(html).not.toContain('<script>');
    expect(html).toContain('/search?q=&quot;&gt;&lt;script&gt;');
  });
});

describe('the Hindi offline page', () => {
  const hindi = offlinePageTemplate({ ...parts, locale: 'hi', text: hi, title: 'आप ऑफ़लाइन हैं | Healvia' });

  it('answers for Hindi paths, in Hindi, with its brand link to the Hindi home page', () => {
    expect(['/hi', '/hi/tests', '/tests', '/'].map(offlinePageFor)).toEqual(['/_offline-hi.html', '/_offline-hi.html', '/_offline.html', '/_offline.html']);
    expect(hindi).toMatch(/^<!doctype html>\s*<html lang="hi">/);
    expect(hindi).toContain('<h1>आप ऑफ़लाइन हैं</h1>');
    expect(hindi).toContain('href="/hi"');
    const html = fillOfflinePage(hindi, { savedPages: [], retryPath: '/hi/tests' });
    expect(html).toContain('<p>इंटरनेट वापस आने पर <a href="/hi/tests">यह पेज फिर से खोलें</a>।</p>');
    expect(html).toContain(hi.noSavedPages);
  });
});

describe('what a page saved when the worker starts names', () => {
  it('are the site-relative images its HTML names, once each', () => {
    const html =
      '<link rel="preload" as="image" href="/images/hero/home-hero.svg"/><img src="/logo.svg" alt=""><img src="/logo.svg" alt="">' +
      '<img src="https://cdn.example/x.png"><img src="//cdn.example/y.png"><a href="/tests">Tests</a><img src="/images/a.webp">';
    expect(imagePathsIn(html)).toEqual(['/images/hero/home-hero.svg', '/logo.svg', '/images/a.webp']);
  });

  it('are the build stylesheets its HTML links, and the file of its data when it keeps that out of its HTML', () => {
    const html =
      '<link rel="stylesheet" href="/static/css/site.ab12.css"><link rel="stylesheet" href="/static/css/pages/cd34.css">' +
      '<link rel="icon" href="/favicon.svg"><style data-href="/static/css/async/page-home.ef56.css"></style>' +
      pageDataTag({ file: 'static/page-data/0a1b.json' });
    expect(stylesheetPathsIn(html)).toEqual(['/static/css/site.ab12.css', '/static/css/pages/cd34.css']);
    expect(pageDataFileIn(html)).toBe('/static/page-data/0a1b.json');
    expect(pageDataFileIn(pageDataTag({ json: '{"dataFiles":{}}' }))).toBeUndefined();
  });
});
