import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useCheckupPackages } from '@/features/catalogue/api/get-checkup-packages';
import {
  ALL_CATEGORIES,
  checkupCategoryNames,
  packagesInCategory,
} from '@/features/catalogue/components/checkup-packages/checkup-categories';
import { CategoryFilter } from '@/features/catalogue/components/checkup-packages/components/category-filter';
import { CheckupGrid } from '@/features/catalogue/components/checkup-packages/components/checkup-grid';
import { CheckupPackagesSkeleton } from '@/features/catalogue/components/checkup-packages/components/checkup-packages-skeleton';

export const NO_PACKAGES_IN_CATEGORY = 'No packages found in this category';

/** The tests page's checkup packages: a category filter (All by default) over cards that open each health check. */
export function CheckupPackages() {
  const response = useCheckupPackages();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const status = dataStateOf(response, {
    errorMessage: 'Failed to load packages.',
    emptyMessage: 'No packages available.',
    isEmpty: (data) => data.packages.length === 0,
    skeleton: <CheckupPackagesSkeleton />,
  });
  const categories = checkupCategoryNames(response.data?.categories ?? []);
  const shown = packagesInCategory(response.data?.packages ?? [], category);
  const countText =
    shown.length === 0 ? NO_PACKAGES_IN_CATEGORY : `${shown.length} ${shown.length === 1 ? 'package' : 'packages'} in ${category === ALL_CATEGORIES ? 'all categories' : category}`;

  return (
    <DataState status={status} loadingLabel="Loading packages">
      <CategoryFilter categories={categories} value={category} onChange={setCategory} label="Filter packages by category" />
      {/* Announces what a filter choice did; when nothing matches it is the spec's message itself. */}
      <Typography role="status" sx={{ color: tokens.textMuted, mt: 2, mb: 2 }}>
        {countText}
      </Typography>
      {shown.length > 0 && <CheckupGrid packages={shown} label="Checkup packages" />}
    </DataState>
  );
}
