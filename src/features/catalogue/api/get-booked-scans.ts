import { useDataFile } from '@/lib/use-data-file';
import type { BookedScan } from '@/features/catalogue/schemas/booked-scan';

export const bookedScansPath = '/data/booked-scans.json';

/** Frequently booked scans on the scans page. */
export function useBookedScans() {
  return useDataFile<BookedScan[]>(bookedScansPath);
}
