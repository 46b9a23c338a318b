import { z } from '@/lib/zod';
import { nonEmptyTextSchema, percentSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

/** The optional fields fall back to the defaults of spec §9 through withScanServiceDefaults (model/scan-service-defaults). */
export const scanServiceSchema = z.strictObject({
  name: nonEmptyTextSchema,
  originalPrice: rupeesSchema,
  discountedPrice: rupeesSchema.optional(),
  discountPercentage: percentSchema.optional(),
  reportTime: nonEmptyTextSchema.optional(),
});

export const scanServicesSchema = z.array(scanServiceSchema);

export type ScanService = z.infer<typeof scanServiceSchema>;
