// Writes the offline page and the service worker (dist/sw.js) from the build's own output; runs last in
// `npm run build`, after the prerender and the search index. The worker's source is src/service-worker/.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import { documentTitle } from '@/app/seo/document-title';
import { OFFLINE_PAGE_URL } from '@/service-worker/offline-page';
import { offlinePageTemplate } from '@/service-worker/offline-page-template';
import { tokens } from '@theme/tokens';
import { listDistFiles } from './service-worker/dist-files';
import { PRECACHE_BUDGET_BYTES, PRECACHE_KINDS, buildPrecacheManifest, unsavedPagesOnlyScripts } from './service-worker/precache-manifest';
import { siteFacts, type PrerenderedPage } from './service-worker/site-facts';
import { chunkGroupsFile } from './prerender/build-files';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const SERVICE_WORKER_FILE = 'sw.js';
/** The images of the header and footer every page shows. */
const SHELL_IMAGES = ['/logo.svg', '/favicon.svg', '/images/badges/app-store.svg', '/images/badges/google-play.svg'];

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

const offlinePage = offlinePageTemplate({
  title: documentTitle('You are offline'),
  siteStylesheet: onlyFile('static/css', /^site\.\w+\.css$/),
  font: onlyFile('static/font', /^figtree-site\.\w+\.woff2$/),
  css: (await transform(readFileSync(path.join(root, 'src/service-worker/offline-page.css'), 'utf8'), { loader: 'css', minify: true })).code.trim(),
  themeColor: tokens.brand,
});
writeFileSync(path.join(dist, OFFLINE_PAGE_URL), offlinePage);

const pages = readJson<PrerenderedPage[]>('pages.json');
const files = listDistFiles(dist).filter((file) => file.url !== `/${SERVICE_WORKER_FILE}`);
const manifest = buildPrecacheManifest(files, {
  excludedScripts: unsavedPagesOnlyScripts(readJson<Record<string, string[]>>(chunkGroupsFile('en')), new Set(pages.map((page) => page.route))),
  shellFiles: [...SHELL_IMAGES, OFFLINE_PAGE_URL],
});
const facts = siteFacts(dist, pages, files);

await build({
  entryPoints: [path.join(root, 'src/service-worker/service-worker.ts')],
  outfile: path.join(dist, SERVICE_WORKER_FILE),
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

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipBytes = (url: string) => gzipSync(readFileSync(path.join(dist, url))).length;
const transfer = new Map(manifest.files.map((file) => [file.url, gzipBytes(file.url)]));
const sum = (list: { url: string; bytes: number }[], measure: (file: { url: string; bytes: number }) => number) => list.reduce((total, file) => total + measure(file), 0);
console.log(
  `Precache: ${manifest.files.length} files, ${kilobytes(manifest.bytes)} (${kilobytes(sum(manifest.files, (file) => transfer.get(file.url) ?? 0))} gzip), ` +
    `budget ${kilobytes(PRECACHE_BUDGET_BYTES)}`,
);
for (const kind of PRECACHE_KINDS) {
  const ofKind = manifest.files.filter((file) => file.kind === kind);
  const raw = sum(ofKind, (file) => file.bytes);
  const gzip = sum(ofKind, (file) => transfer.get(file.url) ?? 0);
  console.log(`  ${kind.padEnd(8)} ${String(ofKind.length).padStart(3)} ${ofKind.length === 1 ? 'file ' : 'files'} ${kilobytes(raw).padStart(10)} (${kilobytes(gzip)} gzip)`);
}
console.log(
  `Service worker: dist/${SERVICE_WORKER_FILE} ${kilobytes(readFileSync(path.join(dist, SERVICE_WORKER_FILE)).length)} (${kilobytes(gzipBytes(`/${SERVICE_WORKER_FILE}`))} gzip), ` +
    `${facts.pages.length} pages it may save, ${facts.dataFiles.length} data files`,
);
