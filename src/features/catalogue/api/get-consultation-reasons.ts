import { useDataFile } from '@/lib/use-data-file';
import type { ConsultationReason } from '@/features/catalogue/schemas/consultation-reason';

export const consultationReasonsPath = '/data/consultation-reasons.json';

/** Why-consult reasons of the online consultation page. */
export function useConsultationReasons() {
  return useDataFile<ConsultationReason[]>(consultationReasonsPath);
}
