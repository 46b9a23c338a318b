import { z } from '@/lib/zod';
import { isoDateSchema, nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

/** A news item listed on /press: where it appeared (or the company's own announcement), its title and date. */
export const pressItemSchema = z.strictObject({
  outlet: nonEmptyTextSchema,
  title: nonEmptyTextSchema,
  /** Publication date, YYYY-MM-DD. */
  date: isoDateSchema,
  summary: nonEmptyTextSchema,
});

export const pressItemsSchema = z.array(pressItemSchema);

export type PressItem = z.infer<typeof pressItemSchema>;
