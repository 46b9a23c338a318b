import { useState } from 'react';
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
import styles from '@/features/catalogue/components/checkup-packages/checkup-packages.module.css';

export const NO_PACKAGES_IN_CATEGORY = 'No packages found in this category';

/**
 * The tests page's checkup packages: a category filter (All by default) over cards that open each health check.
 * Plain HTML, with DataState's loading, error and empty states when the page holds no packages.
 */
export function CheckupPackages() {
  const { data, error } = useCheckupPackages();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  if (data === undefined || data.packages.length === 0) {
    const status = dataStateOf(
      { data, error },
      {
        errorMessage: 'Failed to load packages.',
        emptyMessage: 'No packages available.',
        isEmpty: (loaded) => loaded.packages.length === 0,
        skeleton: <CheckupPackagesSkeleton />,
      },
    );
    return <DataState status={status} loadingLabel="Loading packages" />;
  }
  const categories = checkupCategoryNames(data.categories);
  const shown = packagesInCategory(data.packages, category);
  const countText =
    shown.length === 0 ? NO_PACKAGES_IN_CATEGORY : `${shown.length} ${shown.length === 1 ? 'package' : 'packages'} in ${category === ALL_CATEGORIES ? 'all categories' : category}`;

  return (
    <>
      <CategoryFilter categories={categories} value={category} onChange={setCategory} label="Filter packages by category" />
      {/* Announces what a filter choice did; when nothing matches it is the spec's message itself. */}
      <p role="status" className={styles.status}>
        {countText}
      </p>
      {shown.length > 0 && <CheckupGrid packages={shown} label="Checkup packages" />}
    </>
  );
}
