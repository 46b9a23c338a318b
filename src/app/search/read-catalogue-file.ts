import type { DataFileContent, DataFilePath } from '@/features/catalogue/data-files';

/** Reads one registry data file, already checked against its schema. */
export type ReadCatalogueFile = <P extends DataFilePath>(path: P) => DataFileContent<P>;
