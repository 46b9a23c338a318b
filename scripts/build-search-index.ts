// Writes the site search index (dist/search-index.json) from the catalogue's data files; runs after
// `rsbuild build`, which empties dist/. The browser fetches it when the search field is first focused.
// With --stdout it prints the index instead (the dev server serves it so; scripts/dev/search-index-middleware.ts).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { searchDocuments } from '@/app/search/search-documents';
import { searchIndexPath } from '@/features/search/api/get-search-index';
import { createSearchIndex } from '@/features/search/model/search-index';
import { readCatalogueFile } from './build-search-index/read-catalogue-file';

const documents = searchDocuments(readCatalogueFile);
const json = JSON.stringify(createSearchIndex(documents));
if (process.argv.includes('--stdout')) {
  process.stdout.write(json);
  process.exit(0);
}

const dist = path.resolve(import.meta.dirname, '../dist');
if (!existsSync(dist)) {
  console.error('build-search-index: dist/ is missing; run `rsbuild build` first');
  process.exit(1);
}
writeFileSync(path.join(dist, searchIndexPath), json);

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Search index: ${documents.length} entries, ${kilobytes(Buffer.byteLength(json))} raw, ` +
    `${kilobytes(gzipSync(json, { level: 9 }).length)} gzip, ${kilobytes(brotliCompressSync(json).length)} brotli (dist${searchIndexPath})`,
);
