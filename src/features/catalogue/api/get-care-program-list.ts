import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { CareProgramListItem } from '@/features/catalogue/schemas/care-program-list-item';

export const careProgramListPath = inPageLanguage('/data/care-program-list.json');

/** Program cards of the care programs page. */
export function useCareProgramList() {
  return useDataFile<CareProgramListItem[]>(careProgramListPath);
}
