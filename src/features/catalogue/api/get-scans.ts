import { useDataFile } from '@/lib/use-data-file';
import type { Scan } from '@/features/catalogue/schemas/scan';

export const scansPath = '/data/scans.json';

/** The four scans of the home scans grid. */
export function useScans() {
  return useDataFile<Scan[]>(scansPath);
}
