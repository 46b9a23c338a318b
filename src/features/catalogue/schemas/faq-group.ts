import { z } from 'zod';
import { nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

export const faqCategories = ['skincare', 'specialists', 'tests', 'opd', 'medicines', 'scans', 'programs'] as const;
export const faqCategorySchema = z.enum(faqCategories);

export const faqSchema = z.strictObject({ q: nonEmptyTextSchema, a: nonEmptyTextSchema });

export const faqGroupSchema = z.strictObject({
  category: faqCategorySchema,
  questions: z.array(faqSchema),
});

export const faqGroupsSchema = z.array(faqGroupSchema);

export type FaqCategory = z.infer<typeof faqCategorySchema>;
export type Faq = z.infer<typeof faqSchema>;
export type FaqGroup = z.infer<typeof faqGroupSchema>;
