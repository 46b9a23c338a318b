import { z } from '@/lib/zod';
import { nonEmptyTextSchema, recordIdSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

/** Shared shape of "lab tests by category" and "health scans by category" on the tests page. */
export const categorisedTestSchema = z.strictObject({
  id: recordIdSchema,
  name: nonEmptyTextSchema,
  price: rupeesSchema,
});

export const testCategorySchema = z.strictObject({
  id: recordIdSchema,
  name: nonEmptyTextSchema,
  tests: z.array(categorisedTestSchema),
});

export const testCategoriesFileSchema = z.strictObject({ categories: z.array(testCategorySchema) });

export type CategorisedTest = z.infer<typeof categorisedTestSchema>;
export type TestCategory = z.infer<typeof testCategorySchema>;
export type TestCategoriesFile = z.infer<typeof testCategoriesFileSchema>;
