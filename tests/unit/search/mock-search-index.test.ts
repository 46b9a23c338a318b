import { describe, expect, test } from 'vitest';
import { searchDocuments } from '@/app/search/search-documents';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { mockSearchIndex } from '@mocks/handlers/search';
import { realSearchDocuments, serializedRealIndex } from './real-search-index';

describe('the search index stories and tests are served', () => {
  test('is built from the same documents as the build, read from the fixtures', () => {
    expect(searchDocuments(catalogueFixture)).toEqual(realSearchDocuments());
  });

  test('serialises to the file the build writes', () => {
    expect(JSON.stringify(mockSearchIndex())).toBe(serializedRealIndex());
  });
});
