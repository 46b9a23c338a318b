import { useDataFile } from '@/lib/use-data-file';
import type { HealthCheckDetail } from '@/features/catalogue/schemas/health-check-detail';
import { recordKey, toRecordId } from '@/features/catalogue/model/record-id';

export const healthCheckDetailsPath = '/data/health-check-details.json';

/** The key of /health-checks-details/{id}'s record: the part of the file its page embeds. */
export const healthCheckDetailKey = (id: string | undefined) => recordKey(healthCheckDetailsPath, id);

/** The record of /health-checks-details/{id} as a list of one, or none; the browser GETs the whole file and keeps that part. */
export function useHealthCheckDetail(id: string | undefined) {
  return useDataFile<HealthCheckDetail[]>(healthCheckDetailKey(id));
}

/** The detail of /health-checks-details/{id}; undefined when the id is malformed or unknown. */
export function findHealthCheckDetail(
  details: readonly HealthCheckDetail[] | undefined,
  id: string | number | undefined,
): HealthCheckDetail | undefined {
  const recordId = toRecordId(id);
  return recordId === undefined ? undefined : details?.find((detail) => detail.id === recordId);
}
