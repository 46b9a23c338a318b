import type { ReactNode } from 'react';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useHealthScans } from '@/features/catalogue/api/get-health-scans';
import type { CategorisedTest } from '@/features/catalogue/schemas/test-category';
import { TestCategoryTabs } from '@/features/catalogue/components/lab-tests-by-category/components/test-category-tabs';
import { healthScansMessages } from '@/features/catalogue/components/health-scans/health-scans-messages';
import { healthScanAnchorId } from '@/features/catalogue/model/item-anchors';
import { TestCategorySkeleton } from '@/features/catalogue/components/lab-tests-by-category/components/test-category-skeleton';

const anchorOf = (test: CategorisedTest) => healthScanAnchorId(test.id);

type HealthScansProps = {
  /** The action on each scan, e.g. a Request Callback button (the app passes one in). */
  renderAction?: (scan: CategorisedTest) => ReactNode;
};

/** Health scans, one tab per body area, the first selected; same layout as the lab tests by category. */
export function HealthScans({ renderAction }: HealthScansProps) {
  const response = useHealthScans();
  const status = dataStateOf(response, {
    errorMessage: healthScansMessages.error,
    emptyMessage: healthScansMessages.empty,
    isEmpty: (data) => data.categories.length === 0,
    skeleton: <TestCategorySkeleton />,
  });
  return (
    <DataState status={status} loadingLabel={healthScansMessages.loading}>
      <TestCategoryTabs categories={response.data?.categories ?? []} label={healthScansMessages.tabsLabel} renderAction={renderAction} anchorOf={anchorOf} />
    </DataState>
  );
}
