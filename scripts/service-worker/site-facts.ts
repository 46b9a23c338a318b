import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentTitle } from '@/app/seo/document-title';
import { searchIndexPath } from '@/features/search/api/get-search-index';
import type { SiteFacts } from '@/service-worker/site-facts';
import { contentHashOf } from './dist-files';
import type { BuildFile } from './precache-manifest';

/** scripts/prerender.ts writes one record per page to dist/pages.json. */
export type PrerenderedPage = { route: string; path: string; file: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decodeEntities = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
const titleSuffix = documentTitle('');

/** A page's title as its <title> shows it, without the brand suffix every title carries. */
function pageTitle(dist: string, page: PrerenderedPage): string {
  const html = readFileSync(path.join(dist, page.file), 'utf8');
  const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? page.path);
  return title.endsWith(titleSuffix) ? title.slice(0, -titleSuffix.length) : title;
}

const isDataFile = (url: string) => url === searchIndexPath || (/^\/(?:data|detailedData)\//.test(url) && url.endsWith('.json'));

export function siteFacts(dist: string, pages: readonly PrerenderedPage[], files: readonly BuildFile[]): SiteFacts {
  const dataFiles = files.filter((file) => isDataFile(file.url)).sort((a, b) => a.url.localeCompare(b.url));
  return {
    pages: pages.map((page) => [page.path, pageTitle(dist, page)] as const),
    dataFiles: dataFiles.map((file) => file.url),
    dataVersion: contentHashOf(dataFiles.map((file) => `${file.url} ${file.contentHash}`).join('\n')).slice(0, 12),
  };
}
