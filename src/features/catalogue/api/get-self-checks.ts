import { useDataFile } from '@/lib/use-data-file';
import type { SelfCheck } from '@/features/catalogue/schemas/self-check';

export const selfChecksPath = '/data/self-checks.json';

/** Self-check cards on the home page. */
export function useSelfChecks() {
  return useDataFile<SelfCheck[]>(selfChecksPath);
}
