import type { ScanService } from '@/features/catalogue/schemas/scan-service';

export type ScanServiceWithDefaults = Required<ScanService>;

export const DEFAULT_SCAN_REPORT_TIME = 'Reports within 24 hours';

/** Fills the optional fields of a scan service with the defaults of spec §9. */
export function withScanServiceDefaults(service: ScanService): ScanServiceWithDefaults {
  return {
    name: service.name,
    originalPrice: service.originalPrice,
    discountedPrice: service.discountedPrice ?? service.originalPrice,
    discountPercentage: service.discountPercentage ?? 0,
    reportTime: service.reportTime ?? DEFAULT_SCAN_REPORT_TIME,
  };
}
