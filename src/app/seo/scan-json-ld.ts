import type { JsonLdNode, PageContext } from '@/app/page-contract';
import { bookedScansPath } from '@/features/catalogue/api/get-booked-scans';
import { scanServiceKindFromId, scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { withScanServiceDefaults } from '@/features/catalogue/model/scan-service-defaults';
import type { BookedScan } from '@/features/catalogue/schemas/booked-scan';
import type { ScanService } from '@/features/catalogue/schemas/scan-service';
import { serviceAnchorId } from '@/features/catalogue/components/scan-services/service-anchor';
import { medicalTestNode } from '@/app/seo/offer-json-ld';

function arrayIn<T>(contents: unknown): readonly T[] {
  return Array.isArray(contents) ? (contents as T[]) : [];
}

/** /medical-services/{id}: each service of the grid as a MedicalTest at its discounted price, the original as list price. */
export function medicalServicesJsonLd(page: PageContext): JsonLdNode[] {
  const id = page.params.id;
  const kind = scanServiceKindFromId(id);
  if (kind === undefined) return [];
  return arrayIn<ScanService>(page.read(scanServicesPath(kind))).map((raw) => {
    const service = withScanServiceDefaults(raw);
    return medicalTestNode(service.name, `/medical-services/${id}#${serviceAnchorId(service.name)}`, service.discountedPrice, service.originalPrice);
  });
}

/** The scans page's frequently booked scans, each a MedicalTest at its price. */
export function scansJsonLd(page: PageContext): JsonLdNode[] {
  return arrayIn<BookedScan>(page.read(bookedScansPath)).map((scan) => medicalTestNode(scan.heading, '/scans', scan.price));
}
