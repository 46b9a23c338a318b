import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import { useFragmentReveal } from '@/design-system/fragment-target/use-fragment-reveal';
import { cardGridClassName } from '@/design-system/card-grid/card-grid';
import { stackedPanelClassName, stackedPanelsClassName } from '@/design-system/tabs/stacked-panels';
import { TabList } from '@/design-system/tabs/tab-list';
import type { CategorisedTest, TestCategory } from '@/features/catalogue/schemas/test-category';
import { CategoryTestCard } from '@/features/catalogue/components/lab-tests-by-category/components/category-test-card';

type TestCategoryTabsProps = {
  /** The categories, in the order of the data file; the first is selected. */
  categories: readonly TestCategory[];
  /** Accessible name of the tab list. */
  label: string;
  /** The action on each card, e.g. a Request Callback button. */
  renderAction?: (test: CategorisedTest) => ReactNode;
  /** The id of a test's card, so a link can land on it; given in the first category that lists the test. */
  anchorOf?: (test: CategorisedTest) => string;
};

const noAnchors: ReadonlyMap<number, string> = new Map();

type TestListProps = Pick<TestCategoryTabsProps, 'renderAction'> & {
  tests: readonly CategorisedTest[];
  /** The card's id for each test this category lists first. */
  anchors: ReadonlyMap<number, string>;
};

/** A category's cards. Memoised: switching tabs re-renders the tabs and two panels' visibility, never the cards. */
const TestList = memo(function TestList({ tests, renderAction, anchors }: TestListProps) {
  return (
    <ul className={cardGridClassName()}>
      {tests.map((test) => (
        <li key={test.id}>
          <CategoryTestCard test={test} anchorId={anchors.get(test.id)} action={renderAction?.(test)} />
        </li>
      ))}
    </ul>
  );
});

/** For each category, the card ids of the tests it is the first to list (ids are unique on a page). */
function anchorsByCategory(categories: readonly TestCategory[], anchorOf: TestCategoryTabsProps['anchorOf']): ReadonlyMap<number, string>[] {
  const anchored = new Set<number>();
  return categories.map((category) => {
    const anchors = new Map<number, string>();
    for (const test of category.tests) {
      if (!anchorOf || anchored.has(test.id)) continue;
      anchored.add(test.id);
      anchors.set(test.id, anchorOf(test));
    }
    return anchors;
  });
}

/**
 * APG tabs (automatic activation) over categories of tests. Every panel is in the markup and all share one
 * grid cell: the area is as tall as the longest category, so switching never moves what follows, and the
 * inactive panels are hidden with `visibility` (out of sight, the tab order and the accessibility tree).
 * A link to a test's card (`#id`) selects the category that holds it and focuses the card.
 */
export function TestCategoryTabs({ categories, label, renderAction, anchorOf }: TestCategoryTabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const [panels, setPanels] = useState<HTMLElement | null>(null);
  const fragmentRevealer = useFragmentReveal((target) => {
    const holder = panels ? [...panels.children].findIndex((panel) => panel.contains(target)) : -1;
    if (holder >= 0) setSelected(holder);
  });
  const anchors = useMemo(() => anchorsByCategory(categories, anchorOf), [categories, anchorOf]);
  const current = Math.min(selected, Math.max(categories.length - 1, 0));
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div {...fragmentRevealer}>
      <TabList
        label={label}
        look="pill"
        value={current}
        onChange={setSelected}
        tabs={categories.map((category, index) => ({ value: index, label: category.name, id: tabId(index), controls: panelId(index) }))}
      />
      <div ref={setPanels} className={stackedPanelsClassName}>
        {categories.map((category, index) => (
          // A panel's first stop is a card's button, so the panel itself takes no focus (APG tabs).
          <div
            key={category.id}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            className={stackedPanelClassName(index === current)}
          >
            <TestList tests={category.tests} renderAction={renderAction} anchors={anchors[index] ?? noAnchors} />
          </div>
        ))}
      </div>
    </div>
  );
}
