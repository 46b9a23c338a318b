import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { CareProgram } from '@/features/catalogue/schemas/care-program';

export const careProgramsPath = inPageLanguage('/data/care-programs.json');

/** Care programs carousel on the home page. */
export function useCarePrograms() {
  return useDataFile<CareProgram[]>(careProgramsPath);
}
