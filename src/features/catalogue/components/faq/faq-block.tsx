import { FaqAccordion } from '@/design-system/faq-accordion/faq-accordion';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { Section } from '@/design-system/section/section';
import type { FaqCategory } from '@/features/catalogue/model/faq-categories';
import { findFaqs, useFaqGroup } from '@/features/catalogue/api/get-faqs';
import { FaqSkeleton } from '@/features/catalogue/components/faq/faq-skeleton';
import { faqMessages as m } from '@/features/catalogue/components/faq/faq-messages';

type FaqBlockProps = {
  /** Which group of the FAQ file to show, e.g. 'skincare'. */
  category: FaqCategory;
  /** The section heading. */
  title?: string;
};

/** A page's FAQ section: one category of the FAQ file, one open question at a time. */
export function FaqBlock({ category, title = m.title }: FaqBlockProps) {
  const response = useFaqGroup(category);
  const questions = findFaqs(response.data, category);
  const status = dataStateOf(response, {
    errorMessage: m.loadError,
    // Empty means "no questions in this category", shown like every other empty list (a status message).
    emptyMessage: m.empty,
    isEmpty: (groups) => findFaqs(groups, category).length === 0,
    skeleton: <FaqSkeleton />,
  });
  return (
    <Section title={title}>
      <DataState status={status} loadingLabel={m.loading}>
        <FaqAccordion questions={questions} id={`faq-${category}`} />
      </DataState>
    </Section>
  );
}
