import { useDataFile } from '@/lib/use-data-file';
import type { NearbyCentres } from '@/features/catalogue/schemas/diagnostic-centre';

export const nearbyCentresPath = '/data/nearby-centres.json';

/** Diagnostic centres with the state, city and locality tree of their selects. */
export function useNearbyCentres() {
  return useDataFile<NearbyCentres>(nearbyCentresPath);
}
