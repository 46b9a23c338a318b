import { findDataFile, type DataFileContent, type DataFilePath } from '@/features/catalogue/data-files';
import type { SearchDocument } from '@/features/search/model/search-entry';
import { createSearchIndex, loadSearchIndex, type SerializedSearchIndex, type SiteSearchIndex } from '@/features/search/model/search-index';
import { searchDocuments } from '@/app/search/search-documents';
import type { ReadCatalogueFile } from '@/app/search/read-catalogue-file';
import { readCatalogueFile } from '../../../scripts/build-search-index/read-catalogue-file';

/** The documents the build indexes, from the real data files. */
export function realSearchDocuments(): SearchDocument[] {
  return searchDocuments(readCatalogueFile);
}

/** The documents the build would index if one data file held its empty shape. */
export function searchDocumentsWithout(emptied: DataFilePath): SearchDocument[] {
  const read: ReadCatalogueFile = <P extends DataFilePath>(path: P) =>
    path === emptied ? (findDataFile(path)?.empty as DataFileContent<P>) : readCatalogueFile(path);
  return searchDocuments(read);
}

/** The index as the build writes it: JSON text. */
export function serializedRealIndex(): string {
  return JSON.stringify(createSearchIndex(realSearchDocuments()));
}

/** The index as the browser holds it: the build's JSON, parsed and loaded back. */
export function realSearchIndex(): SiteSearchIndex {
  return loadSearchIndex(JSON.parse(serializedRealIndex()) as SerializedSearchIndex);
}
