import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { SampleCollection } from '@/features/catalogue/schemas/sample-collection';

export const sampleCollectionPath = inPageLanguage('/data/sample-collection.json');

/** Sample collection methods (home by default) and their steps. */
export function useSampleCollection() {
  return useDataFile<SampleCollection>(sampleCollectionPath);
}
