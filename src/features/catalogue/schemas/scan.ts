import { z } from '@/lib/zod';
import { nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

/** Ids of the four scans; each opens /medical-services/{id}. */
export const scanIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const scanSchema = z.strictObject({ id: scanIdSchema, scanName: nonEmptyTextSchema });

export const scansSchema = z.array(scanSchema);

export type ScanId = z.infer<typeof scanIdSchema>;
export type Scan = z.infer<typeof scanSchema>;
