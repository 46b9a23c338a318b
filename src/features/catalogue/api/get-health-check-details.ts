import { useDataFile } from '@/lib/use-data-file';
import type { HealthCheckDetail } from '@/features/catalogue/schemas/health-check-detail';
import { toRecordId } from '@/features/catalogue/model/record-id';

export const healthCheckDetailsPath = '/data/health-check-details.json';

/** Every health check detail record; the detail screen picks one with findHealthCheckDetail. */
export function useHealthCheckDetails() {
  return useDataFile<HealthCheckDetail[]>(healthCheckDetailsPath);
}

/** The detail of /health-checks-details/{id}; undefined when the id is malformed or unknown. */
export function findHealthCheckDetail(
  details: readonly HealthCheckDetail[] | undefined,
  id: string | number | undefined,
): HealthCheckDetail | undefined {
  const recordId = toRecordId(id);
  return recordId === undefined ? undefined : details?.find((detail) => detail.id === recordId);
}
