import { useDataFile } from '@/lib/use-data-file';
import { selfChecksSchema } from '@/features/catalogue/schemas/self-check';

export const selfChecksPath = '/data/self-checks.json';

/** Self-check cards on the home page. */
export function useSelfChecks() {
  return useDataFile(selfChecksPath, selfChecksSchema);
}
