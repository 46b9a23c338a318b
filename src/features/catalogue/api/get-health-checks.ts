import { useDataFile } from '@/lib/use-data-file';
import type { HealthCheck } from '@/features/catalogue/schemas/health-check';

export const healthChecksPath = '/data/health-checks.json';

/** Popular Health Checks cards on the home page. */
export function useHealthChecks() {
  return useDataFile<HealthCheck[]>(healthChecksPath);
}
