import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { dataFilePartReader } from '@/lib/data-file';
import { siteConfig } from '@/lib/site-config';
import { localeBasePath, pathInLocale, splitLocalePath } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';
import { AppRoot } from '@/app/app-root';
import { startPageEmotionCache } from '@theme/emotion-cache';
import type { PageData } from '@/lib/page-data';
import { insertedEmotionRules } from '@/app/prerender/emotion-rules';
import { insertGlobalStyles } from '@/app/prerender/global-styles';
import { prerenderWithAllChunks } from '@/design-system/deferred/chunk';
import type { RouteEntry } from '@/app/page-contract';
import { layoutDataFiles } from '@/app/layout/layout-data-files';
import { routeManifest } from '@/app/route-manifest';
import { AppRoutes } from '@/app/routing/app-routes';
import { loadScreen } from '@/app/routing/route-screen';
import { notFoundHeadHtml, pageHeadHtml, scriptSafeJson } from '@/app/seo/head-html';
import { buildPageHead } from '@/app/seo/page-head';
import { NOT_FOUND_ID_PLACEHOLDER, clientShellPatterns, listPages, notFoundPages as listNotFoundPages, type PrerenderPage, type ReadDataFile } from '@/app/prerender/list-pages';

const entries: Readonly<Record<string, RouteEntry>> = routeManifest;

/** This build's language: its pages are at their paths in it (`/hi/tests`), which `PrerenderPage.pathname` holds. */
export const locale = pageLocale;
const inLocale = (pages: PrerenderPage[]) => pages.map((page) => ({ ...page, pathname: pathInLocale(pageLocale, page.pathname) }));

/** Every URL the build writes as a page. */
export const pages = (readDataFile: ReadDataFile) => inLocale(listPages(entries, readDataFile));
/** Paths answered with the client shell when the build wrote no page for them. */
export const routePatterns = () => clientShellPatterns(entries).map((path) => pathInLocale(pageLocale, path));
/** One page per detail route for the ids its data file does not have, and the text standing for the id in it. */
export const notFoundPages = () => inLocale(listNotFoundPages(entries));
/** Routes whose screen boots without MUI's theme (see `RouteEntry.plainScreen`): their pages need not preload it. */
export const plainScreenRoutes = () => new Set(Object.entries(entries).flatMap(([name, route]) => ('plainScreen' in route ? [name] : [])));
export { NOT_FOUND_ID_PLACEHOLDER };

/** Head of the client shell: the brand until the screen's own head replaces it, and not to be indexed. */
export function shellHeadHtml(): string {
  return [`<title>${siteConfig.brandName}</title>`, '<meta name="robots" content="noindex">'].join('\n    ');
}

/** Renders one page to HTML with the Emotion rules it uses, its head tags and the data it embeds for hydration. */
export async function renderPage(page: PrerenderPage, readDataFile: ReadDataFile, { notFound = false } = {}) {
  const entry = entries[page.name];
  if (!entry) throw new Error(`Route manifest has no entry "${page.name}"`);
  const files = [...layoutDataFiles, ...(entry.dataFiles?.(page.params) ?? [])];
  const readPart = dataFilePartReader(readDataFile);
  const pageData: PageData = { dataFiles: Object.fromEntries(files.map((key) => [key, readPart(key)])) };

  await loadScreen(entry);
  const emotionCache = startPageEmotionCache();
  // Collect the rules instead of writing a <style> element before each styled element (what @emotion/server does).
  emotionCache.compat = true;
  insertGlobalStyles();
  const rendered = await prerenderWithAllChunks(() =>
    renderToString(
      <AppRoot dataFallback={pageData.dataFiles}>
        <StaticRouter location={page.pathname} basename={localeBasePath[pageLocale] || undefined}>
          <AppRoutes />
        </StaticRouter>
      </AppRoot>,
    ),
  );
  // React writes resource hints (image preloads) at the start of its output; they belong in <head>.
  const [, resourceHints = '', appHtml = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(rendered) ?? [];
  const head = buildPageHead(entry, { pathname: splitLocalePath(page.pathname).path, params: page.params, read: (path) => pageData.dataFiles[path] });
  return {
    appHtml,
    headHtml: [notFound ? notFoundHeadHtml(head) : pageHeadHtml(head), resourceHints].join('\n    '),
    emotionRules: insertedEmotionRules(emotionCache, appHtml),
    pageDataJson: scriptSafeJson(pageData),
  };
}

export { robotsTxt, sitemapXml } from '@/app/seo/crawler-files';
