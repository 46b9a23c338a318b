import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { Symptoms } from '@/features/catalogue/schemas/symptoms-and-specialities';

export const symptomsPath = inPageLanguage('/data/symptoms.json');

/** Symptoms of the home Symptoms / Specialities toggle. */
export function useSymptoms() {
  return useDataFile<Symptoms>(symptomsPath);
}
