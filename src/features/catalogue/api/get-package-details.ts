import { useDataFile } from '@/lib/use-data-file';
import type { PackageDetail } from '@/features/catalogue/schemas/package-detail';
import { recordKey, toRecordId } from '@/features/catalogue/model/record-id';

export const packageDetailsPath = '/data/skincare-package-details.json';

/** The key of /package-details/{id}'s record: the part of the file its page embeds. */
export const packageDetailKey = (id: string | undefined) => recordKey(packageDetailsPath, id);

/** The record of /package-details/{id} as a list of one, or none; the browser GETs the whole file and keeps that part. */
export function usePackageDetail(id: string | undefined) {
  return useDataFile<PackageDetail[]>(packageDetailKey(id));
}

/** The detail of /package-details/{id}; undefined when the id is malformed or unknown. */
export function findPackageDetail(
  details: readonly PackageDetail[] | undefined,
  id: string | number | undefined,
): PackageDetail | undefined {
  const recordId = toRecordId(id);
  return recordId === undefined ? undefined : details?.find((detail) => detail.id === recordId);
}
