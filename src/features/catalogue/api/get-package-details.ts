import { useDataFile } from '@/lib/use-data-file';
import type { PackageDetail } from '@/features/catalogue/schemas/package-detail';
import { toRecordId } from '@/features/catalogue/model/record-id';

export const packageDetailsPath = '/data/skincare-package-details.json';

/** Every skincare package detail; the spec filters them in the browser by id. */
export function usePackageDetails() {
  return useDataFile<PackageDetail[]>(packageDetailsPath);
}

/** The detail of /package-details/{id}; undefined when the id is malformed or unknown. */
export function findPackageDetail(
  details: readonly PackageDetail[] | undefined,
  id: string | number | undefined,
): PackageDetail | undefined {
  const recordId = toRecordId(id);
  return recordId === undefined ? undefined : details?.find((detail) => detail.id === recordId);
}
