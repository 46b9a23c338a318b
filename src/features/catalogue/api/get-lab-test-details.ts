import { useDataFile } from '@/lib/use-data-file';
import type { LabTestDetail } from '@/features/catalogue/schemas/lab-test-detail';
import { recordKey, toRecordId } from '@/features/catalogue/model/record-id';

export const labTestDetailsPath = '/data/lab-test-details.json';

/** The key of /lab-tests-details/{id}'s record: the part of the file its page embeds. */
export const labTestDetailKey = (id: string | undefined) => recordKey(labTestDetailsPath, id);

/** The record of /lab-tests-details/{id} as a list of one, or none; the browser GETs the whole file and keeps that part. */
export function useLabTestDetail(id: string | undefined) {
  return useDataFile<LabTestDetail[]>(labTestDetailKey(id));
}

/** The detail of /lab-tests-details/{id}; undefined when the id is malformed or unknown. */
export function findLabTestDetail(
  details: readonly LabTestDetail[] | undefined,
  id: string | number | undefined,
): LabTestDetail | undefined {
  const recordId = toRecordId(id);
  return recordId === undefined ? undefined : details?.find((detail) => detail.id === recordId);
}
