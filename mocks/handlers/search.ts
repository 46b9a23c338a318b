import { delay, http, HttpResponse } from 'msw';
import { searchDocuments } from '@/app/search/search-documents';
import { searchIndexPath } from '@/features/search/api/get-search-index';
import { createSearchIndex, type SerializedSearchIndex } from '@/features/search/model/search-index';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import type { DataFilePath } from '@/features/catalogue/data-files';
import type { ReadCatalogueFile } from '@/app/search/read-catalogue-file';
import { englishDataPath } from '@/lib/i18n/data-path';

let builtIndex: SerializedSearchIndex | undefined;

/**
 * The index the build writes, built the same way from the same entries: the fixtures are public/'s data
 * files (tests/unit/search/mock-search-index.test.ts checks they give the build's documents). Built on
 * the first request, so stories that never search pay nothing. One index serves both languages, as the build's
 * does (records are English): in a Hindi preview the data paths name Hindi sidecars, read as their English files.
 */
export function mockSearchIndex(): SerializedSearchIndex {
  const englishFile = ((path: DataFilePath) => catalogueFixture(englishDataPath(path) as DataFilePath)) as ReadCatalogueFile;
  builtIndex ??= createSearchIndex(searchDocuments(englishFile)).toJSON();
  return builtIndex;
}

/** Every request for the index, oldest first, so play functions can assert when (and how often) it was fetched. */
export const searchIndexRequests: Request[] = [];

const answer = (respond: () => Promise<Response> | Response) =>
  http.get(searchIndexPath, ({ request }) => {
    searchIndexRequests.push(request);
    return respond();
  });

export const searchIndex = {
  path: searchIndexPath,
  /** The real index. */
  success: () => answer(() => HttpResponse.json(mockSearchIndex())),
  /** Never answers: the field stays in its loading state. */
  loading: () =>
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  /** Fails with the given status every time. */
  failure: (status = 500) => answer(() => HttpResponse.json({ message: `Could not load ${searchIndexPath}` }, { status })),
  /** Fails the first request after `searchIndexRequests` was emptied, then serves the real index (a retry that works). */
  failsFirst: (status = 503) =>
    answer(() =>
      searchIndexRequests.length === 1
        ? HttpResponse.json({ message: `Could not load ${searchIndexPath}` }, { status })
        : HttpResponse.json(mockSearchIndex()),
    ),
};
