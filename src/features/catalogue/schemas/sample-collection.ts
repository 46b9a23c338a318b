import { z } from '@/lib/zod';
import { collectionMethodKeys } from '@/features/catalogue/model/collection-methods';
import { imagePathSchema, nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

export const collectionMethodKeySchema = z.enum(collectionMethodKeys);

export const collectionStepSchema = z.strictObject({
  image: imagePathSchema,
  alt: nonEmptyTextSchema,
  title: nonEmptyTextSchema,
  text: nonEmptyTextSchema,
});

export const collectionMethodSchema = z.strictObject({
  title: nonEmptyTextSchema,
  steps: z.array(collectionStepSchema),
});

export const sampleCollectionSchema = z.strictObject({
  collectionMethods: z.partialRecord(collectionMethodKeySchema, collectionMethodSchema),
});

export type CollectionStep = z.infer<typeof collectionStepSchema>;
export type CollectionMethod = z.infer<typeof collectionMethodSchema>;
export type SampleCollection = z.infer<typeof sampleCollectionSchema>;
