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
import { checkupPackagesMessages } from '@/features/catalogue/components/checkup-packages/checkup-packages-messages';
import styles from '@/features/catalogue/components/checkup-packages/checkup-packages.module.css';

/** A filter choice's text: 'All' in the page's language, a category as the data file names it. */
const labelOf = (category: string) => (category === ALL_CATEGORIES ? checkupPackagesMessages.all : category);

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
        errorMessage: checkupPackagesMessages.error,
        emptyMessage: checkupPackagesMessages.empty,
        isEmpty: (loaded) => loaded.packages.length === 0,
        skeleton: <CheckupPackagesSkeleton />,
      },
    );
    return <DataState status={status} loadingLabel={checkupPackagesMessages.loading} />;
  }
  const categories = checkupCategoryNames(data.categories);
  const shown = packagesInCategory(data.packages, category);
  const countText =
    shown.length === 0
      ? checkupPackagesMessages.noPackagesInCategory
      : category === ALL_CATEGORIES
        ? checkupPackagesMessages.countInAll(shown.length)
        : checkupPackagesMessages.countInCategory(shown.length, category);

  return (
    <>
      <CategoryFilter
        categories={categories}
        labelOf={labelOf}
        value={category}
        onChange={setCategory}
        label={checkupPackagesMessages.filterLabel}
      />
      {/* Announces what a filter choice did; when nothing matches it is the spec's message itself. */}
      <p role="status" className={styles.status}>
        {countText}
      </p>
      {shown.length > 0 && <CheckupGrid packages={shown} label={checkupPackagesMessages.gridLabel} />}
    </>
  );
}
