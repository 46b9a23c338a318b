import type { ReactNode } from 'react';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useLabTestsByCategory } from '@/features/catalogue/api/get-lab-tests-by-category';
import type { CategorisedTest } from '@/features/catalogue/schemas/test-category';
import { TestCategoryTabs } from '@/features/catalogue/components/lab-tests-by-category/components/test-category-tabs';
import { labTestsByCategoryMessages } from '@/features/catalogue/components/lab-tests-by-category/lab-tests-by-category-messages';
import { labTestAnchorId } from '@/features/catalogue/model/item-anchors';
import { TestCategorySkeleton } from '@/features/catalogue/components/lab-tests-by-category/components/test-category-skeleton';

const anchorOf = (test: CategorisedTest) => labTestAnchorId(test.id);

type LabTestsByCategoryProps = {
  /** The action on each test, e.g. a Request Callback button (the app passes one in). */
  renderAction?: (test: CategorisedTest) => ReactNode;
};

/** Top booked lab tests, one tab per category, the first selected. */
export function LabTestsByCategory({ renderAction }: LabTestsByCategoryProps) {
  const response = useLabTestsByCategory();
  const status = dataStateOf(response, {
    errorMessage: labTestsByCategoryMessages.error,
    emptyMessage: labTestsByCategoryMessages.empty,
    isEmpty: (data) => data.categories.length === 0,
    skeleton: <TestCategorySkeleton />,
  });
  return (
    <DataState status={status} loadingLabel={labTestsByCategoryMessages.loading}>
      <TestCategoryTabs categories={response.data?.categories ?? []} label={labTestsByCategoryMessages.tabsLabel} renderAction={renderAction} anchorOf={anchorOf} />
    </DataState>
  );
}
