import type { ReactNode } from 'react';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useHealthScans } from '@/features/catalogue/api/get-health-scans';
import type { CategorisedTest } from '@/features/catalogue/schemas/test-category';
import { TestCategoryTabs } from '@/features/catalogue/components/lab-tests-by-category/components/test-category-tabs';
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
    errorMessage: 'Failed to load scans. Please try again.',
    emptyMessage: 'No scans available.',
    isEmpty: (data) => data.categories.length === 0,
    skeleton: <TestCategorySkeleton />,
  });
  return (
    <DataState status={status} loadingLabel="Loading scans">
      <TestCategoryTabs categories={response.data?.categories ?? []} label="Health scan categories" renderAction={renderAction} anchorOf={anchorOf} />
    </DataState>
  );
}
