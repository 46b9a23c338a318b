// Writes every public page as ready HTML (see README, "Adding a page"): runs after `rsbuild build`,
// rendering each URL of the route manifest with the node build (dist-server/) into the browser build (dist/).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server';
import type { PrerenderPage } from '../src/app/prerender/list-pages';
import { BOOT_CHUNKS_ELEMENT_ID } from '../src/app/prerender/page-data';
import { CHUNK_GROUPS_FILE } from './prerender/chunk-groups-plugin';
import { splitPageStyles } from './prerender/page-styles';
import { deferredStylesheets } from './prerender/deferred-styles';
import { chunkStylesheetTags, inlineCssBytes } from './prerender/chunk-stylesheet-tags';
import { fillTemplate, shellHtml } from './prerender/template';

type Renderer = typeof EntryServer;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const started = performance.now();

const renderer = (await import(pathToFileURL(path.join(root, 'dist-server/render.js')).href)) as Renderer;
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const chunkGroups = JSON.parse(readFileSync(path.join(dist, CHUNK_GROUPS_FILE), 'utf8')) as Record<string, string[]>;
const dataCache = new Map<string, unknown>();
const readDataFile = (sitePath: string): unknown => {
  if (!dataCache.has(sitePath)) dataCache.set(sitePath, JSON.parse(readFileSync(path.join(dist, sitePath), 'utf8')));
  return dataCache.get(sitePath);
};

const fontFile = readdirSync(path.join(dist, 'static/font')).find((file) => /^figtree-site\.\w+\.woff2$/.test(file));
if (!fontFile) throw new Error('prerender: the Figtree site subset is missing from dist/static/font');
const fontPreload = `<link rel="preload" href="/static/font/${fontFile}" as="font" type="font/woff2" crossorigin>`;

const bootGroups = Object.keys(chunkGroups).filter((name) => name.startsWith('boot-'));
const MUI_THEME_GROUP = 'boot-theme';
if (!bootGroups.includes(MUI_THEME_GROUP)) throw new Error(`prerender: no "${MUI_THEME_GROUP}" chunk; see src/design-system/mui-theme`);
if (bootGroups.length === 0) throw new Error('prerender: no boot-* chunks; see src/main.tsx');

/**
 * The chunks src/main.tsx loads step by step, then the page's own screen. Stylesheets go in <head> (see chunk-stylesheet-tags);
 * the scripts are only listed (a JSON data block, not fetched): src/main.tsx preloads them all at once, in
 * parallel, right after the prerendered page is painted, so they never compete with the first paint.
 */
const plainScreenRoutes = renderer.plainScreenRoutes();

const stylesheetsOfDeferredSections = deferredStylesheets(dist);

function bootChunks(routeName: string, appHtml: string): { stylesheets: string[]; list: string } {
  const screen = `page-${routeName}`;
  if (!chunkGroups[screen]) throw new Error(`prerender: no chunk "${screen}"; name its screen's import in its src/app/pages/<page>/route.ts`);
  // A plain screen boots without MUI's theme (src/design-system/mui-theme): its deferred sections load it when they hydrate.
  const groups = plainScreenRoutes.has(routeName) ? bootGroups.filter((group) => group !== MUI_THEME_GROUP) : bootGroups;
  const files = [...new Set([...groups, screen].flatMap((group) => chunkGroups[group] ?? []))];
  const scripts = files.filter((file) => !file.endsWith('.css')).map((file) => `/${file}`);
  const stylesheets = files.filter((file) => file.endsWith('.css'));
  return {
    stylesheets: [...stylesheets, ...stylesheetsOfDeferredSections(appHtml, stylesheets)],
    list: `<script type="application/json" id="${BOOT_CHUNKS_ELEMENT_ID}">${JSON.stringify(scripts)}</script>`,
  };
}

function outputFileOf(pathname: string): string {
  return pathname === '/' ? 'index.html' : path.posix.join(pathname.slice(1), 'index.html');
}

// The entry CSS is only the font faces. The client shell inlines them; a prerendered page gets them in the
// stylesheet all pages share, which it links anyway.
const entryCssLink = /<link href="(\/static\/css\/[^"]+\.css)" rel="stylesheet">/g;
let fontFacesCss = '';
const shellTemplate = template.replace(entryCssLink, (_link, href: string) => `<style>${readFileSync(path.join(dist, href), 'utf8')}</style>`);
const pageTemplate = template.replace(entryCssLink, (_link, href: string) => {
  fontFacesCss += readFileSync(path.join(dist, href), 'utf8');
  return '';
});

const pages = renderer.pages(readDataFile);
const rendered = [];
for (const page of pages) rendered.push({ page, ...(await renderer.renderPage(page, readDataFile)) });
const styles = splitPageStyles(rendered.map(({ emotionRules }) => emotionRules), fontFacesCss);
writeFileSync(path.join(dist, styles.sharedFile), styles.sharedCss);

type RenderedPage = { page: PrerenderPage } & Awaited<ReturnType<Renderer['renderPage']>>;

function writePage({ page, appHtml, headHtml, emotionRules, pageDataJson }: RenderedPage, file: string): void {
  const chunks = bootChunks(page.name, appHtml);
  const emotionTags = styles.headTags(emotionRules);
  const html = fillTemplate(pageTemplate, {
    head: [headHtml, emotionTags, fontPreload, ...chunkStylesheetTags(dist, chunks.stylesheets, inlineCssBytes(emotionTags))].join('\n    '),
    app: appHtml,
    data: `<script type="application/json" id="page-data">${pageDataJson}</script>${chunks.list}`,
  });
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), html);
}

const written: { route: string; path: string; file: string; indexed: boolean }[] = [];
for (const renderedPage of rendered) {
  const { page } = renderedPage;
  const file = outputFileOf(page.pathname);
  writePage(renderedPage, file);
  written.push({ route: page.name, path: page.pathname, file, indexed: page.indexed });
}

// Served with a 404 at a detail route's ids that have no page (server/http/static-site.ts); kept out of the
// shared stylesheet's count, so adding them changes no other page.
const notFoundWritten: { pattern: string; file: string }[] = [];
for (const page of renderer.notFoundPages()) {
  const file = `_not-found/${page.name}.html`;
  writePage({ page, ...(await renderer.renderPage(page, readDataFile, { notFound: true })) }, file);
  notFoundWritten.push({ pattern: page.pathname.replace(renderer.NOT_FOUND_ID_PLACEHOLDER, ':id'), file });
}

writeFileSync(path.join(dist, '_shell.html'), shellHtml(shellTemplate, [renderer.shellHeadHtml(), fontPreload].join('\n    ')));
writeFileSync(path.join(dist, 'sitemap.xml'), renderer.sitemapXml(written.filter((page) => page.indexed).map((page) => page.path)));
writeFileSync(path.join(dist, 'robots.txt'), renderer.robotsTxt());
writeFileSync(path.join(dist, 'pages.json'), `${JSON.stringify(written, null, 2)}\n`);
writeFileSync(path.join(dist, 'route-patterns.json'), `${JSON.stringify(renderer.routePatterns())}\n`);
const notFoundManifest = { idPlaceholder: renderer.NOT_FOUND_ID_PLACEHOLDER, pages: notFoundWritten };
writeFileSync(path.join(dist, 'not-found-pages.json'), `${JSON.stringify(notFoundManifest, null, 2)}\n`);
console.log(`Prerendered ${written.length} pages in ${((performance.now() - started) / 1000).toFixed(2)} s`);
