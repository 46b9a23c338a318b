import { dataFilePartKey } from '@/lib/data-file';
import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { FaqCategory } from '@/features/catalogue/model/faq-categories';
import type { Faq, FaqGroup } from '@/features/catalogue/schemas/faq-group';

export const faqsPath = inPageLanguage('/data/faqs.json');

/** The key of one category's group of the FAQ file: what a page with that FAQ block embeds (its entry's data files). */
export const faqGroupKey = (category: FaqCategory) => dataFilePartKey(faqsPath, 'category', category);

/** The FAQ groups of one category (the file has one per category). */
export function useFaqGroup(category: FaqCategory) {
  return useDataFile<FaqGroup[]>(faqGroupKey(category));
}

/** The questions of one category; empty when the category has none ('No FAQs found for this category.'). */
export function findFaqs(groups: readonly FaqGroup[] | undefined, category: FaqCategory): Faq[] {
  return groups?.find((group) => group.category === category)?.questions ?? [];
}
