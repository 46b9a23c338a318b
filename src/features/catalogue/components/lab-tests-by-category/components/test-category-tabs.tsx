import { memo, useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { pillTabSx } from '@/features/catalogue/components/pill-tab';
import type { CategorisedTest, TestCategory } from '@/features/catalogue/schemas/test-category';
import { CategoryTestCard } from '@/features/catalogue/components/lab-tests-by-category/components/category-test-card';

type TestCategoryTabsProps = {
  /** The categories, in the order of the data file; the first is selected. */
  categories: readonly TestCategory[];
  /** Accessible name of the tab list. */
  label: string;
  /** The action on each card, e.g. a Request Callback button. */
  renderAction?: (test: CategorisedTest) => ReactNode;
};

type TestListProps = Pick<TestCategoryTabsProps, 'renderAction'> & { tests: readonly CategorisedTest[] };

/** A category's cards. Memoised: switching tabs re-renders the tabs and two panels' visibility, never the cards. */
const TestList = memo(function TestList({ tests, renderAction }: TestListProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {tests.map((test) => (
        <li key={test.id}>
          <CategoryTestCard test={test} action={renderAction?.(test)} />
        </li>
      ))}
    </Box>
  );
});

/**
 * APG tabs (automatic activation) over categories of tests. Every panel is in the markup and all share one
 * grid cell: the area is as tall as the longest category, so switching never moves what follows, and the
 * inactive panels are hidden with `visibility` (out of sight, the tab order and the accessibility tree).
 */
export function TestCategoryTabs({ categories, label, renderAction }: TestCategoryTabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(categories.length - 1, 0));
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_: SyntheticEvent, index: number) => setSelected(index)}
        aria-label={label}
        selectionFollowsFocus
        slotProps={{ indicator: { sx: { display: 'none' } } }}
        sx={{ minHeight: 0, '& .MuiTabs-list': { flexWrap: 'wrap', gap: 1 } }}
      >
        {categories.map((category, index) => (
          <Tab key={category.id} label={category.name} value={index} id={tabId(index)} aria-controls={panelId(index)} sx={pillTabSx} />
        ))}
      </Tabs>
      <Box sx={{ display: 'grid', pt: 3 }}>
        {categories.map((category, index) => (
          // A panel's first stop is a card's button, so the panel itself takes no focus (APG tabs).
          <Box
            key={category.id}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            sx={{ gridArea: '1 / 1', visibility: index === current ? 'visible' : 'hidden' }}
          >
            <TestList tests={category.tests} renderAction={renderAction} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
