import { buildPrecacheManifest, kindOf, otherLanguageOnlyFiles, unsavedPagesOnlyScripts, type BuildFile } from '../../../scripts/service-worker/precache-manifest';

const file = (url: string, bytes = 1000): BuildFile => ({ url, bytes, contentHash: `hash-of-${url}` });

const build: BuildFile[] = [
  file('/static/js/index.1a2b.js'),
  file('/static/js/async/boot-react.3c4d.js'),
  file('/static/js/async/page-home.5e6f.js'),
  file('/static/js/async/deferred-section.7a8b.js'),
  file('/static/js/async/page-selfCheck.9c0d.js'),
  file('/static/css/site.aa11.css'),
  file('/static/font/figtree-latin.bb22.woff2'),
  file('/logo.svg'),
  file('/_offline.html'),
  file('/index.html'),
  file('/tests/index.html'),
  file('/data/faqs.json'),
  file('/search-index.json'),
  file('/images/hero/home-hero.svg'),
  file('/icons/icon-512.png'),
  file('/sitemap.xml'),
  file('/chunk-groups.json'),
];

const chunkGroups = {
  'boot-react': ['static/js/async/boot-react.3c4d.js'],
  'page-home': ['static/js/async/boot-react.3c4d.js', 'static/js/async/page-home.5e6f.js'],
  'page-selfCheck': ['static/js/async/boot-react.3c4d.js', 'static/js/async/page-selfCheck.9c0d.js'],
};
const savedRoutes = new Set(['home', 'tests']);
const selection = { excluded: unsavedPagesOnlyScripts(chunkGroups, savedRoutes), shellFiles: ['/logo.svg', '/_offline.html'] };

describe('the precache manifest', () => {
  it('holds the hashed scripts, styles and fonts, the shell images and the offline page, and nothing else', () => {
    const urls = buildPrecacheManifest(build, selection).entries.map((entry) => entry.url);
    expect(urls).toEqual([
      '/_offline.html',
      '/logo.svg',
      '/static/css/site.aa11.css',
      '/static/font/figtree-latin.bb22.woff2',
      '/static/js/async/boot-react.3c4d.js',
      '/static/js/async/deferred-section.7a8b.js',
      '/static/js/async/page-home.5e6f.js',
      '/static/js/index.1a2b.js',
    ]);
  });

  it('leaves out the chunks only a page it never saves uses (the login-only self-check), not the ones it shares', () => {
    expect([...selection.excluded]).toEqual(['/static/js/async/page-selfCheck.9c0d.js']);
  });

  it("leaves out another language's own files, not the ones both languages' builds share", () => {
    const english = ['static/js/async/boot-react.3c4d.js', 'static/js/async/page-home.5e6f.js', 'static/js/async/7.aa11.js'];
    const hindi = ['static/js/async/boot-react.3c4d.js', 'static/js/async/page-home.77aa.js', 'static/js/async/7.bb22.js'];
    expect([...otherLanguageOnlyFiles(english, [hindi])]).toEqual(['/static/js/async/page-home.77aa.js', '/static/js/async/7.bb22.js']);
    expect([...otherLanguageOnlyFiles(hindi, [english])]).toEqual(['/static/js/async/page-home.5e6f.js', '/static/js/async/7.aa11.js']);
  });


  it('gives hashed files no revision and the others their content hash', () => {
    const revisions = Object.fromEntries(buildPrecacheManifest(build, selection).entries.map(({ url, revision }) => [url, revision]));
    expect(revisions['/static/js/index.1a2b.js']).toBeNull();
    expect(revisions['/static/css/site.aa11.css']).toBeNull();
    expect(revisions['/_offline.html']).toBe('hash-of-/_offline.html');
    expect(revisions['/logo.svg']).toBe('hash-of-/logo.svg');
  });

  it('sorts each file into its kind for the build report and adds up its size', () => {
    const manifest = buildPrecacheManifest(build, selection);
    expect(manifest.bytes).toBe(8000);
    expect(manifest.files.filter((entry) => entry.kind === 'scripts')).toHaveLength(4);
    expect(['/a.js', '/a.css', '/a.woff2', '/a.svg', '/a.png', '/_offline.html', '/a.json'].map(kindOf)).toEqual([
      'scripts',
      'styles',
      'fonts',
      'images',
      'images',
      'pages',
      undefined,
    ]);
  });

  it('refuses a precache over the data budget', () => {
    const heavy = [...build, file('/static/js/async/huge.ffff.js', 2 * 1024 * 1024)];
    expect(() => buildPrecacheManifest(heavy, selection)).toThrow(/2\.\d\d MB is over the 1\.50 MB budget/);
    expect(() => buildPrecacheManifest(build, selection, 7999)).toThrow(/over the/);
  });

  it('fails when a shell file the worker needs is missing from the build', () => {
    expect(() => buildPrecacheManifest(build, { ...selection, shellFiles: ['/_offline.html', '/missing.svg'] })).toThrow('/missing.svg not found');
  });
});
