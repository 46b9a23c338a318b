import { useDataFile } from '@/lib/use-data-file';
import type { LabTestDetail } from '@/features/catalogue/schemas/lab-test-detail';
import { toRecordId } from '@/features/catalogue/model/record-id';

export const labTestDetailsPath = '/data/lab-test-details.json';

/** Every lab test detail record; the detail screen picks one with findLabTestDetail. */
export function useLabTestDetails() {
  return useDataFile<LabTestDetail[]>(labTestDetailsPath);
}

/** The detail of /lab-tests-details/{id}; undefined when the id is malformed or unknown. */
export function findLabTestDetail(
  details: readonly LabTestDetail[] | undefined,
  id: string | number | undefined,
): LabTestDetail | undefined {
  const recordId = toRecordId(id);
  return recordId === undefined ? undefined : details?.find((detail) => detail.id === recordId);
}
