import { useDataFile } from '@/lib/use-data-file';
import type { Specialities } from '@/features/catalogue/schemas/symptoms-and-specialities';

export const specialitiesPath = '/data/specialities.json';

/** Specialities of the home Symptoms / Specialities toggle. */
export function useSpecialities() {
  return useDataFile<Specialities>(specialitiesPath);
}
