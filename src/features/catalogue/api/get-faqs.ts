import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { FaqCategory } from '@/features/catalogue/model/faq-categories';
import type { Faq, FaqGroup } from '@/features/catalogue/schemas/faq-group';

export const faqsPath = inPageLanguage('/data/faqs.json');

/** Every FAQ group; each page shows one category through findFaqs. */
export function useFaqs() {
  return useDataFile<FaqGroup[]>(faqsPath);
}

/** The questions of one category; empty when the category has none ('No FAQs found for this category.'). */
export function findFaqs(groups: readonly FaqGroup[] | undefined, category: FaqCategory): Faq[] {
  return groups?.find((group) => group.category === category)?.questions ?? [];
}
