import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { Specialities } from '@/features/catalogue/schemas/symptoms-and-specialities';

export const specialitiesPath = inPageLanguage('/data/specialities.json');

/** Specialities of the home Symptoms / Specialities toggle. */
export function useSpecialities() {
  return useDataFile<Specialities>(specialitiesPath);
}
