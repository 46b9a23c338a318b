import { useDataFile } from '@/lib/use-data-file';
import type { CareerOpening } from '@/features/catalogue/schemas/career-opening';

export const careerOpeningsPath = '/data/careers.json';

/** Open roles of the careers page. */
export function useCareerOpenings() {
  return useDataFile<CareerOpening[]>(careerOpeningsPath);
}
