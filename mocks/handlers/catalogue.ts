import { delay, http, HttpResponse } from 'msw';
import { dataFiles, findDataFile, type DataFileContent, type DataFilePath } from '@/features/catalogue/data-files';
import { catalogueFixtures } from '@mocks/fixtures/catalogue';

/** Answers every catalogue data file from its fixture; relative paths match same-origin requests. */
export const catalogueHandlers = dataFiles.map(({ path }) =>
  http.get(path, () => HttpResponse.json(catalogueFixtures[path])),
);

/** The file never answers, so the screen stays in its loading state. */
export function catalogueLoading(path: DataFilePath) {
  return http.get(path, async () => {
    await delay('infinite');
  });
}

/** The file fails with the given HTTP status. */
export function catalogueFailure(path: DataFilePath, status = 500) {
  return http.get(path, () => HttpResponse.json({ message: `Could not load ${path}` }, { status }));
}

/** The file answers with its empty shape (an empty list, or the object whose lists are empty). */
export function catalogueEmpty(path: DataFilePath) {
  const entry = findDataFile(path);
  return http.get(path, () => HttpResponse.json(entry?.empty ?? []));
}

/** The file answers with custom content, e.g. a single record or a record with a missing field. */
export function catalogueWith<P extends DataFilePath>(path: P, content: DataFileContent<P>) {
  return http.get(path, () => HttpResponse.json(content));
}
