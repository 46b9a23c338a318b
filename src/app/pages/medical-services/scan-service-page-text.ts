import type { PageContext } from '@/app/page-contract';
import { formatInr } from '@/lib/format';
import { scanServiceKindFromId, scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { withScanServiceDefaults } from '@/features/catalogue/model/scan-service-defaults';
import type { ScanServiceKind } from '@/features/catalogue/model/scan-service-kinds';
import type { ScanService } from '@/features/catalogue/schemas/scan-service';
import { medicalServicesEntryMessages } from '@/app/pages/medical-services/medical-services-entry-messages';

/** The heading of each /medical-services/{id} grid: 1 MRI, 2 CT, 3 ultrasound, 4 X-ray. */
const scanServiceHeadings: Readonly<Record<ScanServiceKind, string>> = medicalServicesEntryMessages.headings;

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
  return kind === undefined ? medicalServicesEntryMessages.notFound.title : scanServiceHeadings[kind];
}

/** "8 MRI scans from ₹3,999 at accredited centres near you …", drawn from the kind's file once it is read. */
export function scanServicesDescription(page: PageContext): string {
  const kind = scanServicesKind(page.params);
  if (kind === undefined) return medicalServicesEntryMessages.notFound.description;
  const title = scanServiceHeadings[kind];
  const contents = page.read(scanServicesPath(kind));
  const services = Array.isArray(contents) ? (contents as ScanService[]).map(withScanServiceDefaults) : [];
  if (services.length === 0) return medicalServicesEntryMessages.emptyDescription(title);
  const lowest = Math.min(...services.map((service) => service.discountedPrice));
  return medicalServicesEntryMessages.description(services.length, medicalServicesEntryMessages.inSentence[kind], formatInr(lowest), services[0]!.name);
}
