// Writes every public page as ready HTML (see README, "Adding a page"): runs after `rsbuild build`,
// rendering each URL of the route manifest with the node build (dist-server/) into the browser build (dist/).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server';
import type { PrerenderPage } from '../src/app/prerender/list-pages';
import { BOOT_CHUNKS_ELEMENT_ID, PAGE_DATA_FILE_FOLDER, pageDataTag } from '../src/lib/page-data';
import { chunkFilesFile, chunkGroupsFile, rendererFolder, templateFile } from './prerender/build-files';
import { clientShellFile } from '../src/lib/web-app-files';
import { locales, type Locale } from '../src/lib/i18n/locale';
import { splitPageStyles, type PageStyles } from './prerender/page-styles';
import { deferredStylesheets } from './prerender/deferred-styles';
import { chunkStylesheetTags, inlineCssBytes } from './prerender/chunk-stylesheet-tags';
import { fillTemplate, shellHtml } from './prerender/template';
import { WHOLE_PAGE, pageInFirstRoundTrip, type PageLayout } from './prerender/page-layout';

type Renderer = typeof EntryServer;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const started = performance.now();

const renderers = await Promise.all(
  locales.map(async (locale) => (await import(pathToFileURL(path.join(root, rendererFolder(locale), 'render.js')).href)) as Renderer),
);
const dataCache = new Map<string, unknown>();
const readDataFile = (sitePath: string): unknown => {
  if (!dataCache.has(sitePath)) dataCache.set(sitePath, JSON.parse(readFileSync(path.join(dist, sitePath), 'utf8')));
  return dataCache.get(sitePath);
};

/** The font files every page of a language uses from its first paint: Figtree's subset, and Hindi's Devanagari. */
const preloadedFonts: Record<Locale, RegExp[]> = { en: [/^figtree-site\.\w+\.woff2$/], hi: [/^figtree-site\.\w+\.woff2$/, /^noto-devanagari-site\.\w+\.woff2$/] };
const fontFiles = readdirSync(path.join(dist, 'static/font'));
const fontPreloads = (locale: Locale) =>
  preloadedFonts[locale].map((name) => {
    const file = fontFiles.find((candidate) => name.test(candidate));
    if (!file) throw new Error(`prerender: no font ${name} in dist/static/font`);
    return `<link rel="preload" href="/static/font/${file}" as="font" type="font/woff2" crossorigin>`;
  });

const MUI_THEME_GROUP = 'boot-theme';

/** One language's build: its template and chunks, and how a page of it lists them. */
function localeBuild(locale: Locale, renderer: Renderer) {
  const template = readFileSync(path.join(dist, templateFile(locale)), 'utf8');
  // English's template is the home page's file, which the prerender writes over; another language's is no page.
  if (locale !== 'en') rmSync(path.join(dist, templateFile(locale)));
  const chunkGroups = JSON.parse(readFileSync(path.join(dist, chunkGroupsFile(locale)), 'utf8')) as Record<string, string[]>;
  const bootGroups = Object.keys(chunkGroups).filter((name) => name.startsWith('boot-'));
  if (bootGroups.length === 0) throw new Error('prerender: no boot-* chunks; see src/main.tsx');
  if (!bootGroups.includes(MUI_THEME_GROUP)) throw new Error(`prerender: no "${MUI_THEME_GROUP}" chunk; see src/design-system/mui-theme`);
  const plainScreenRoutes = renderer.plainScreenRoutes();
  const chunkFiles = JSON.parse(readFileSync(path.join(dist, chunkFilesFile(locale)), 'utf8')) as string[];
  const stylesheetsOfDeferredSections = deferredStylesheets(dist, chunkFiles.filter((file) => file.endsWith('.css') && file.includes('/async/')));
  // Every page boots with these (the layout's): they close the stylesheet all pages share, a cached file, and a
  // page carries only their markers; inline, every page's HTML would repeat them (~2.5 KB compressed).
  const everyPageStylesheets = [
    ...new Set(bootGroups.filter((group) => group !== MUI_THEME_GROUP).flatMap((group) => (chunkGroups[group] ?? []).filter((file) => file.endsWith('.css')))),
  ];
  const everyPageCss = everyPageStylesheets.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');

  /**
   * The chunks src/main.tsx loads step by step, then the page's own screen. Stylesheets go in <head> (see chunk-stylesheet-tags);
   * the scripts are only listed (a JSON data block, not fetched): src/main.tsx preloads them all at once, in
   * parallel, right after the prerendered page is painted, so they never compete with the first paint.
   */
  function bootChunks(routeName: string, appHtml: string): { stylesheets: string[]; list: string } {
    const screen = `page-${routeName}`;
    if (!chunkGroups[screen]) throw new Error(`prerender: no chunk "${screen}"; name its screen's import in its src/app/pages/<page>/route.ts`);
    // A plain screen boots without MUI's theme (src/design-system/mui-theme): its deferred sections load it when they hydrate.
    const groups = plainScreenRoutes.has(routeName) ? bootGroups.filter((group) => group !== MUI_THEME_GROUP) : bootGroups;
    const files = [...new Set([...groups, screen].flatMap((group) => chunkGroups[group] ?? []))];
    const scripts = files.filter((file) => !file.endsWith('.css')).map((file) => `/${file}`);
    const stylesheets = files.filter((file) => file.endsWith('.css'));
    return {
      stylesheets: [...stylesheets, ...stylesheetsOfDeferredSections(appHtml, stylesheets)].filter((file) => !everyPageStylesheets.includes(file)),
      list: `<script type="application/json" id="${BOOT_CHUNKS_ELEMENT_ID}">${JSON.stringify(scripts)}</script>`,
    };
  }

  // The entry CSS is only the font faces. The client shell inlines them; a prerendered page gets them in the
  // stylesheet all pages share, which it links anyway.
  const entryCssLink = /<link href="(\/static\/(?:hi\/)?css\/[^"]+\.css)" rel="stylesheet">/g;
  let fontFacesCss = '';
  const shellTemplate = template.replace(entryCssLink, (_link, href: string) => `<style>${readFileSync(path.join(dist, href), 'utf8')}</style>`);
  const pageTemplate = template.replace(entryCssLink, (_link, href: string) => {
    fontFacesCss += readFileSync(path.join(dist, href), 'utf8');
    return '';
  });
  return { locale, renderer, bootChunks, shellTemplate, pageTemplate, fontFacesCss, everyPageStylesheets, everyPageCss };
}

function outputFileOf(pathname: string): string {
  return pathname === '/' ? 'index.html' : path.posix.join(pathname.slice(1), 'index.html');
}

const builds = locales.map((locale, index) => localeBuild(locale, renderers[index] as Renderer));
type LocaleBuild = ReturnType<typeof localeBuild> & { styles: PageStyles };

const rendered = [];
const styledBuilds: LocaleBuild[] = [];
for (const build of builds) {
  const ofBuild = [];
  for (const page of build.renderer.pages(readDataFile)) ofBuild.push({ page, ...(await build.renderer.renderPage(page, readDataFile)) });
  // One shared stylesheet per language: their font faces differ (Devanagari is only Hindi's).
  const styles = splitPageStyles(ofBuild.map(({ emotionRules }) => emotionRules), {
    leadingCss: build.fontFacesCss,
    trailingCss: build.everyPageCss,
    trailingFiles: build.everyPageStylesheets,
    name: build.locale === 'en' ? 'site' : `site-${build.locale}`,
  });
  writeFileSync(path.join(dist, styles.sharedFile), styles.sharedCss);
  const styled = { ...build, styles };
  styledBuilds.push(styled);
  rendered.push(...ofBuild.map((page) => ({ ...page, build: styled })));
}

type RenderedPage = { build: LocaleBuild; page: PrerenderPage } & Awaited<ReturnType<Renderer['renderPage']>>;

/** The page's HTML in the first layout that fits the first round trip (page-layout), and the files that layout needs. */
function layOutPage({ build, page, appHtml, headHtml, emotionRules, pageDataJson }: RenderedPage, { inlineOnly = false } = {}) {
  const chunks = build.bootChunks(page.name, appHtml);
  const emotionTags = build.styles.headTags(emotionRules);
  const pageDataFile = `${PAGE_DATA_FILE_FOLDER}/${createHash('sha256').update(pageDataJson).digest('hex').slice(0, 10)}.json`;
  const render = ({ dataInline, chunkCssInline }: PageLayout) => {
    const stylesheets = chunkStylesheetTags(dist, chunks.stylesheets, inlineCssBytes(emotionTags), { inline: chunkCssInline });
    const html = fillTemplate(build.pageTemplate, {
      head: [headHtml, emotionTags, ...fontPreloads(build.locale), ...stylesheets.tags].join('\n    '),
      app: appHtml,
      data: `${pageDataTag(dataInline ? { json: pageDataJson } : { file: pageDataFile })}${chunks.list}`,
    });
    const files = [
      ...(stylesheets.joined ? [{ file: stylesheets.joined.file, contents: stylesheets.joined.css }] : []),
      ...(dataInline ? [] : [{ file: pageDataFile, contents: pageDataJson }]),
    ];
    return { html, files };
  };
  return inlineOnly ? { ...render(WHOLE_PAGE), layout: WHOLE_PAGE, fits: true } : pageInFirstRoundTrip(render);
}

const leanerPages: string[] = [];
const pagesPastFirstRoundTrip: string[] = [];

function writePage(renderedPage: RenderedPage, file: string, options?: { inlineOnly?: boolean }): void {
  const { html, files, layout, fits } = layOutPage(renderedPage, options);
  if (!layout.dataInline) leanerPages.push(renderedPage.page.pathname);
  if (!fits) pagesPastFirstRoundTrip.push(renderedPage.page.pathname);
  for (const written of [...files, { file, contents: html }]) {
    mkdirSync(path.dirname(path.join(dist, written.file)), { recursive: true });
    writeFileSync(path.join(dist, written.file), written.contents);
  }
}

const written: { route: string; path: string; file: string; indexed: boolean; locale: Locale }[] = [];
for (const renderedPage of rendered) {
  const { page, build } = renderedPage;
  const file = outputFileOf(page.pathname);
  writePage(renderedPage, file);
  written.push({ route: page.name, path: page.pathname, file, indexed: page.indexed, locale: build.locale });
}

// Served with a 404 at a detail route's ids that have no page (server/http/static-site.ts); kept out of the
// shared stylesheet's count, so adding them changes no other page.
const notFoundWritten: { pattern: string; file: string }[] = [];
for (const build of styledBuilds) {
  const { renderer } = build;
  for (const page of renderer.notFoundPages()) {
    const file = `_not-found/${build.locale === 'en' ? '' : `${build.locale}-`}${page.name}.html`;
    // Always whole: the server writes the requested id into the page's embedded data (server/http/not-found-pages.ts).
    writePage({ build, page, ...(await renderer.renderPage(page, readDataFile, { notFound: true })) }, file, { inlineOnly: true });
    notFoundWritten.push({ pattern: page.pathname.replace(renderer.NOT_FOUND_ID_PLACEHOLDER, ':id'), file });
  }
  writeFileSync(path.join(dist, clientShellFile(build.locale)), shellHtml(build.shellTemplate, [renderer.shellHeadHtml(), ...fontPreloads(build.locale)].join('\n    ')));
}

const [english] = builds;
if (!english) throw new Error('prerender: no English build');
const englishPaths = written.filter((page) => page.indexed && page.locale === 'en').map((page) => page.path);
writeFileSync(path.join(dist, 'sitemap.xml'), english.renderer.sitemapXml(englishPaths));
writeFileSync(path.join(dist, 'robots.txt'), english.renderer.robotsTxt());
writeFileSync(path.join(dist, 'pages.json'), `${JSON.stringify(written, null, 2)}\n`);
writeFileSync(path.join(dist, 'route-patterns.json'), `${JSON.stringify(builds.flatMap((build) => build.renderer.routePatterns()))}\n`);
const notFoundManifest = { idPlaceholder: english.renderer.NOT_FOUND_ID_PLACEHOLDER, pages: notFoundWritten };
writeFileSync(path.join(dist, 'not-found-pages.json'), `${JSON.stringify(notFoundManifest, null, 2)}\n`);
console.log(`Prerendered ${written.length} pages in ${((performance.now() - started) / 1000).toFixed(2)} s`);
console.log(`  ${leanerPages.length} keep data or styles out of their HTML to fit the first round trip: ${leanerPages.join(' ')}`);
if (pagesPastFirstRoundTrip.length > 0) console.log(`  past the first round trip even so (see scripts/prerender/page-layout.ts): ${pagesPastFirstRoundTrip.join(' ')}`);
