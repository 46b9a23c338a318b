import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { SpecialityCard } from '@/features/catalogue/schemas/speciality-card';

export const consultationSpecialitiesPath = inPageLanguage('/data/consultation-specialities.json');

/** Specialities carousel of the online consultation page. */
export function useConsultationSpecialities() {
  return useDataFile<SpecialityCard[]>(consultationSpecialitiesPath);
}
