import { z } from 'zod';
import { nonEmptyTextSchema, percentSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';
import type { ScanId } from '@/features/catalogue/schemas/scan';

export const scanServiceKinds = ['mri', 'ct', 'ultrasound', 'xray'] as const;
export type ScanServiceKind = (typeof scanServiceKinds)[number];

/** /medical-services/{id}: 1 = MRI, 2 = CT, 3 = ultrasound, 4 = X-ray. */
export const scanServiceKindById = { 1: 'mri', 2: 'ct', 3: 'ultrasound', 4: 'xray' } as const satisfies Record<
  ScanId,
  ScanServiceKind
>;

/** The optional fields fall back to the defaults of spec §9 through withScanServiceDefaults. */
export const scanServiceSchema = z.strictObject({
  name: nonEmptyTextSchema,
  originalPrice: rupeesSchema,
  discountedPrice: rupeesSchema.optional(),
  discountPercentage: percentSchema.optional(),
  reportTime: nonEmptyTextSchema.optional(),
});

export const scanServicesSchema = z.array(scanServiceSchema);

export type ScanService = z.infer<typeof scanServiceSchema>;
export type ScanServiceWithDefaults = Required<ScanService>;

export const DEFAULT_SCAN_REPORT_TIME = 'Reports within 24 hours';

export function withScanServiceDefaults(service: ScanService): ScanServiceWithDefaults {
  return {
    name: service.name,
    originalPrice: service.originalPrice,
    discountedPrice: service.discountedPrice ?? service.originalPrice,
    discountPercentage: service.discountPercentage ?? 0,
    reportTime: service.reportTime ?? DEFAULT_SCAN_REPORT_TIME,
  };
}
