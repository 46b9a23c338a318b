import type { PageContext } from '@/app/page-contract';
import { formatInr } from '@/lib/format';
import { scanServiceKindFromId, scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { withScanServiceDefaults } from '@/features/catalogue/model/scan-service-defaults';
import type { ScanServiceKind } from '@/features/catalogue/model/scan-service-kinds';
import type { ScanService } from '@/features/catalogue/schemas/scan-service';
import { scanServiceTitles } from '@/features/catalogue/components/scan-services/scan-service-titles';

const inSentence = { mri: 'MRI scans', ct: 'CT scans', ultrasound: 'ultrasound scans', xray: 'X-ray scans' } as const satisfies Record<
  ScanServiceKind,
  string
>;

/** The scan a /medical-services/{id} URL names, or undefined for an id other than 1 to 4. */
export function scanServicesKind(params: PageContext['params']): ScanServiceKind | undefined {
  return scanServiceKindFromId(params.id);
}

/** The ids to prerender: every scan of the scans file that names one of the four grids. */
export function scanIdsOf(contents: unknown): number[] {
  if (!Array.isArray(contents)) return [];
  return contents.flatMap((scan: unknown) => {
    const id = typeof scan === 'object' && scan !== null && 'id' in scan ? scan.id : undefined;
    return typeof id === 'number' && scanServiceKindFromId(id) !== undefined ? [id] : [];
  });
}

export function scanServicesTitle(page: PageContext): string {
  const kind = scanServicesKind(page.params);
  return kind === undefined ? 'Scan service not found' : scanServiceTitles[kind];
}

/** "8 MRI scans from ₹3,999 at accredited centres near you …", drawn from the kind's file once it is read. */
export function scanServicesDescription(page: PageContext): string {
  const kind = scanServicesKind(page.params);
  if (kind === undefined) return 'There is no scan with this id. See every MRI, CT, ultrasound and X-ray scan we offer.';
  const title = scanServiceTitles[kind];
  const contents = page.read(scanServicesPath(kind));
  const services = Array.isArray(contents) ? (contents as ScanService[]).map(withScanServiceDefaults) : [];
  if (services.length === 0) return `${title} at accredited diagnostic centres near you. Request a callback to book a slot.`;
  const lowest = Math.min(...services.map((service) => service.discountedPrice));
  return `${services.length} ${inSentence[kind]} from ${formatInr(lowest)} at accredited diagnostic centres near you, such as ${services[0]!.name}. Request a callback to book.`;
}
