import { useDataFile } from '@/lib/use-data-file';
import { careProgramListSchema } from '@/features/catalogue/schemas/care-program-list-item';

export const careProgramListPath = '/data/care-program-list.json';

/** Program cards of the care programs page. */
export function useCareProgramList() {
  return useDataFile(careProgramListPath, careProgramListSchema);
}
