import { z } from '@/lib/zod';
import { nonEmptyTextSchema, recordIdSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

const listContentSchema = z.strictObject({
  type: z.literal('list'),
  items: z.array(nonEmptyTextSchema).min(1),
});

const detailedListContentSchema = z.strictObject({
  type: z.literal('detailed-list'),
  items: z.array(z.strictObject({ title: nonEmptyTextSchema, description: nonEmptyTextSchema })).min(1),
});

export const labTestSectionSchema = z.strictObject({
  title: nonEmptyTextSchema,
  content: z.discriminatedUnion('type', [listContentSchema, detailedListContentSchema]),
});

export const cityPriceSchema = z.strictObject({ city: nonEmptyTextSchema, price: rupeesSchema });

export const labTestDetailSchema = z.strictObject({
  id: recordIdSchema,
  title: nonEmptyTextSchema,
  /** ISO date (YYYY-MM-DD); the screen formats it. */
  lastUpdated: z.iso.date(),
  description: nonEmptyTextSchema,
  sections: z.array(labTestSectionSchema),
  pricing: z.strictObject({ cities: z.array(cityPriceSchema) }),
});

export const labTestDetailsSchema = z.array(labTestDetailSchema);

export type LabTestSection = z.infer<typeof labTestSectionSchema>;
export type CityPrice = z.infer<typeof cityPriceSchema>;
export type LabTestDetail = z.infer<typeof labTestDetailSchema>;
