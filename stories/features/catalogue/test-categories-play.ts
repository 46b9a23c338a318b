import { expect, userEvent, within } from 'storybook/test';
import type { TestCategory } from '@/features/catalogue/schemas/test-category';

/** The category's tab is selected and its panel, the only one exposed, lists its tests with their prices. */
export async function expectCategoryShown(canvasElement: HTMLElement, category: TestCategory) {
  const canvas = within(canvasElement);
  const tab = canvas.getByRole('tab', { name: category.name });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = canvas.getByRole('tabpanel', { name: category.name });
  await expect(tab).toHaveAttribute('aria-controls', panel.id);
  await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  const names = within(panel).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  await expect(names).toEqual(category.tests.map((test) => test.name));
}

/** Every category is a tab, the first selected; clicking and the arrow keys switch the panel shown. */
export async function playCategoryTabs(canvasElement: HTMLElement, label: string, categories: readonly TestCategory[]) {
  const canvas = within(canvasElement);
  const [first, second] = categories;
  if (!first || !second) throw new Error('the fixture needs two categories');
  const tabList = await canvas.findByRole('tablist', { name: label });
  await expect(within(tabList).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(categories.map((category) => category.name));
  await expectCategoryShown(canvasElement, first);
  await userEvent.click(canvas.getByRole('tab', { name: second.name }));
  await expectCategoryShown(canvasElement, second);
  await userEvent.keyboard('{ArrowLeft}');
  await expect(canvas.getByRole('tab', { name: first.name })).toHaveFocus();
  await expectCategoryShown(canvasElement, first);
  await userEvent.keyboard('{End}');
  await expectCategoryShown(canvasElement, categories.at(-1)!);
}
