import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { OpdService } from '@/features/catalogue/schemas/opd-service';

export const opdServicesPath = inPageLanguage('/data/opd-services.json');

/** OPD services tabs, one per category. */
export function useOpdServices() {
  return useDataFile<OpdService[]>(opdServicesPath);
}
