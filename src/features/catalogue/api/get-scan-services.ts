import { useDataFile } from '@/lib/use-data-file';
import { toRecordId } from '@/features/catalogue/model/record-id';
import { scanServiceKindById, type ScanServiceKind } from '@/features/catalogue/model/scan-service-kinds';
import type { ScanService } from '@/features/catalogue/schemas/scan-service';

export function scanServicesPath<K extends ScanServiceKind>(kind: K): `/data/${K}-services.json` {
  return `/data/${kind}-services.json`;
}

export type ScanServicesPath = ReturnType<typeof scanServicesPath<ScanServiceKind>>;

/** The kind behind /medical-services/{id}, or undefined for an id other than 1 to 4. */
export function scanServiceKindFromId(id: string | number | undefined): ScanServiceKind | undefined {
  const recordId = toRecordId(id);
  return recordId === 1 || recordId === 2 || recordId === 3 || recordId === 4 ? scanServiceKindById[recordId] : undefined;
}

/** The service grid of one scan; pass undefined for an unknown id and nothing is fetched. */
export function useScanServices(kind: ScanServiceKind | undefined) {
  return useDataFile<ScanService[]>(kind === undefined ? null : scanServicesPath(kind));
}
