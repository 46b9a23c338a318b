import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { ConsultationReason } from '@/features/catalogue/schemas/consultation-reason';

export const consultationReasonsPath = inPageLanguage('/data/consultation-reasons.json');

/** Why-consult reasons of the online consultation page. */
export function useConsultationReasons() {
  return useDataFile<ConsultationReason[]>(consultationReasonsPath);
}
