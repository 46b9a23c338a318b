import { findDataFile, type DataFileContent, type DataFilePath } from '@/features/catalogue/data-files';
import { readPublicJson } from '../check-data-files/data-file-problems';

/** Reads a registry file from public/ through its schema, so the index is built only from valid data. */
export function readCatalogueFile<P extends DataFilePath>(path: P): DataFileContent<P> {
  const entry = findDataFile(path);
  if (!entry) throw new Error(`${path} is not in the data file registry`);
  return entry.schema.parse(readPublicJson(path)) as DataFileContent<P>;
}
