import { fillOfflinePage, savedPagesHtml } from '@/service-worker/offline-page';
import { offlinePageTemplate } from '@/service-worker/offline-page-template';
import { imagePathsIn } from '@/service-worker/page-images';

const template = offlinePageTemplate({
  title: 'You are offline | Healvia',
  siteStylesheet: '/static/css/site.ab12.css',
  font: '/static/font/figtree.cd34.woff2',
  css: '.offline-page{max-width:40rem}',
  themeColor: '#095C57',
});

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
    expect(html).toContain('<a href="/about?from=menu">Try this page again</a>');
  });

  it('says so when no page is saved yet, and escapes what it writes', () => {
    expect(savedPagesHtml([])).toContain('No pages are saved on this device yet.');
    const html = fillOfflinePage(template, { savedPages: [], retryPath: '/search?q="><script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('/search?q=&quot;&gt;&lt;script&gt;');
  });
});

describe('the images of a page saved when the worker starts', () => {
  it('are the site-relative images its HTML names, once each', () => {
    const html =
      '<link rel="preload" as="image" href="/images/hero/home-hero.svg"/><img src="/logo.svg" alt=""><img src="/logo.svg" alt="">' +
      '<img src="https://cdn.example/x.png"><img src="//cdn.example/y.png"><a href="/tests">Tests</a><img src="/images/a.webp">';
    expect(imagePathsIn(html)).toEqual(['/images/hero/home-hero.svg', '/logo.svg', '/images/a.webp']);
  });
});
