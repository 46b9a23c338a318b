import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { SelfCheck } from '@/features/catalogue/schemas/self-check';

export const selfChecksPath = inPageLanguage('/data/self-checks.json');

/** Self-check cards on the home page. */
export function useSelfChecks() {
  return useDataFile<SelfCheck[]>(selfChecksPath);
}
