import { z } from '@/lib/zod';
import { faqCategories } from '@/features/catalogue/model/faq-categories';
import { nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

export const faqCategorySchema = z.enum(faqCategories);

export const faqSchema = z.strictObject({ q: nonEmptyTextSchema, a: nonEmptyTextSchema });

export const faqGroupSchema = z.strictObject({
  category: faqCategorySchema,
  questions: z.array(faqSchema),
});

export const faqGroupsSchema = z.array(faqGroupSchema);

export type Faq = z.infer<typeof faqSchema>;
export type FaqGroup = z.infer<typeof faqGroupSchema>;
