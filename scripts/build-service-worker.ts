// Writes each language's offline page and service worker (dist/_offline.html and dist/sw.js, dist/_offline-hi.html
// and dist/sw-hi.js) from the build's own output; runs last in `npm run build`, after the prerender and the search
// index. The worker's source is src/service-worker/; a page registers its language's (src/lib/web-app-files.ts).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import { documentTitle } from '@/app/seo/document-title';
import { locales, type Locale } from '@/lib/i18n/locale';
import { serviceWorkerPath } from '@/lib/web-app-files';
import { offlinePageUrl } from '@/service-worker/offline-page';
import { en as englishOfflineText } from '@/service-worker/offline-page-messages.en';
import { hi as hindiOfflineText } from '@/service-worker/offline-page-messages.hi';
import { offlinePageTemplate } from '@/service-worker/offline-page-template';
import { tokens } from '@theme/tokens';
import { listDistFiles } from './service-worker/dist-files';
import { PRECACHE_BUDGET_BYTES, PRECACHE_KINDS, buildPrecacheManifest, kindOf, otherLanguageOnlyFiles, unsavedPagesOnlyScripts } from './service-worker/precache-manifest';
import { siteFacts, type PrerenderedPage } from './service-worker/site-facts';
import { chunkFilesFile, chunkGroupsFile } from './prerender/build-files';
import { JOINED_STYLESHEETS_FOLDER } from './prerender/chunk-stylesheet-tags';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
/** The offline page's logo and the tab's icon (the header and footer draw theirs inline). */
const SHELL_IMAGES = ['/logo.svg', '/favicon.svg'];

if (!existsSync(path.join(dist, 'pages.json'))) {
  console.error('build-service-worker: dist/pages.json is missing; run the prerender first');
  process.exit(1);
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as T;

/** The one file of a dist/ folder whose name matches, as a site path. */
function onlyFile(folder: string, name: RegExp): string {
  const matches = readdirSync(path.join(dist, folder)).filter((file) => name.test(file));
  if (matches.length !== 1) throw new Error(`build-service-worker: expected one ${name} in dist/${folder}, found ${matches.length}`);
  return `/${folder}/${matches[0]}`;
}

const offlineText = { en: englishOfflineText, hi: hindiOfflineText };
/** The stylesheet all pages of a language share (scripts/prerender.ts). */
const siteStylesheetName: Record<Locale, RegExp> = { en: /^site\.\w+\.css$/, hi: /^site-hi\.\w+\.css$/ };
/**
 * The fonts a language's pages preload (scripts/prerender.ts); only those are precached. Fontsource's files, the
 * faces of a character outside the subsets, are rare enough to be fetched (and cached) when a page needs them.
 */
const preloadedFontNames: Record<Locale, RegExp[]> = { en: [/^figtree-site\.\w+\.woff2$/], hi: [/^figtree-site\.\w+\.woff2$/, /^noto-devanagari-site\.\w+\.woff2$/] };

const css = (await transform(readFileSync(path.join(root, 'src/service-worker/offline-page.css'), 'utf8'), { loader: 'css', minify: true })).code.trim();
for (const locale of locales) {
  const page = offlinePageTemplate({
    locale,
    text: offlineText[locale],
    title: documentTitle(offlineText[locale].title),
    siteStylesheet: onlyFile('static/css', siteStylesheetName[locale]),
    fonts: preloadedFontNames[locale].map((name) => onlyFile('static/font', name)),
    css,
    themeColor: tokens.brand,
  });
  writeFileSync(path.join(dist, offlinePageUrl(locale)), page);
}

const pages = readJson<PrerenderedPage[]>('pages.json');
const workerFiles = new Set(locales.map((locale) => serviceWorkerPath(locale)));
const files = listDistFiles(dist).filter((file) => !workerFiles.has(file.url));
const facts = siteFacts(dist, pages, files);
const chunkGroupsOf = (locale: Locale) => readJson<Record<string, string[]>>(chunkGroupsFile(locale));
const chunkFilesOf = (locale: Locale) => readJson<string[]>(chunkFilesFile(locale));
const savedRoutes = new Set(pages.map((page) => page.route));

/** The precache of one language's worker: its build's files, the shell images and every language's offline page. */
function precacheOf(locale: Locale) {
  const others = locales.filter((other) => other !== locale);
  const ownFonts = new Set(preloadedFontNames[locale].map((name) => onlyFile('static/font', name)));
  const excluded = new Set([
    ...unsavedPagesOnlyScripts(chunkGroupsOf(locale), savedRoutes),
    ...otherLanguageOnlyFiles(chunkFilesOf(locale), others.map(chunkFilesOf)),
    ...others.map((other) => onlyFile('static/css', siteStylesheetName[other])),
    ...files.filter((file) => kindOf(file.url) === 'fonts' && !ownFonts.has(file.url)).map((file) => file.url),
    ...files.filter((file) => file.url.startsWith(`/${JOINED_STYLESHEETS_FOLDER}/`)).map((file) => file.url),
  ]);
  return buildPrecacheManifest(files, { excluded, shellFiles: [...SHELL_IMAGES, ...locales.map(offlinePageUrl)] });
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipBytes = (url: string) => gzipSync(readFileSync(path.join(dist, url))).length;
const sum = (list: { url: string; bytes: number }[], measure: (file: { url: string; bytes: number }) => number) => list.reduce((total, file) => total + measure(file), 0);

for (const locale of locales) {
  const manifest = precacheOf(locale);
  const worker = serviceWorkerPath(locale);
  await build({
    entryPoints: [path.join(root, 'src/service-worker/service-worker.ts')],
    outfile: path.join(dist, worker),
    tsconfig: path.join(root, 'src/service-worker/tsconfig.json'),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      'process.env.NODE_ENV': '"production"',
      // The request queue (src/lib/offline) posts through the API client, whose base URL is fixed at build time.
      'import.meta.env.PUBLIC_API_BASE_URL': JSON.stringify(process.env.PUBLIC_API_BASE_URL ?? ''),
      'self.__WB_MANIFEST': JSON.stringify(manifest.entries),
      'self.__SITE_FACTS': JSON.stringify(facts),
    },
  });

  const transfer = new Map(manifest.files.map((file) => [file.url, gzipBytes(file.url)]));
  console.log(
    `Precache of ${worker}: ${manifest.files.length} files, ${kilobytes(manifest.bytes)} (${kilobytes(sum(manifest.files, (file) => transfer.get(file.url) ?? 0))} gzip), ` +
      `budget ${kilobytes(PRECACHE_BUDGET_BYTES)}`,
  );
  for (const kind of PRECACHE_KINDS) {
    const ofKind = manifest.files.filter((file) => file.kind === kind);
    const raw = sum(ofKind, (file) => file.bytes);
    const gzip = sum(ofKind, (file) => transfer.get(file.url) ?? 0);
    console.log(`  ${kind.padEnd(8)} ${String(ofKind.length).padStart(3)} ${ofKind.length === 1 ? 'file ' : 'files'} ${kilobytes(raw).padStart(10)} (${kilobytes(gzip)} gzip)`);
  }
  console.log(
    `Service worker: dist${worker} ${kilobytes(readFileSync(path.join(dist, worker)).length)} (${kilobytes(gzipBytes(worker))} gzip), ` +
      `${facts.pages.length} pages it may save, ${facts.dataFiles.length} data files`,
  );
}
