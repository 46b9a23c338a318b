import { useId, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { TabList, type TabListProps } from '@/design-system/tabs/tab-list';

const categories = ['Doctor Consultations', 'Diagnostics & Lab Tests', 'Pharmacy Benefits', 'Dental & Vision'] as const;
type Category = (typeof categories)[number];

/** The tab list over one panel per tab, as its callers render them, the selected one shown. */
function TabsWithPanels(props: Pick<TabListProps<Category>, 'look' | 'activation' | 'label'>) {
  const baseId = useId();
  const [selected, setSelected] = useState<Category>(categories[0]);
  const id = (category: Category, part: 'tab' | 'panel') => `${baseId}-${part}-${categories.indexOf(category)}`;
  return (
    <div style={{ maxWidth: 576 }}>
      <TabList
        {...props}
        value={selected}
        onChange={setSelected}
        tabs={categories.map((category) => ({ value: category, label: category, id: id(category, 'tab'), controls: id(category, 'panel') }))}
      />
      {categories.map((category) => (
        <div key={category} role="tabpanel" id={id(category, 'panel')} aria-labelledby={id(category, 'tab')} hidden={category !== selected}>
          <p>What the plan covers under {category}.</p>
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Design System/Tabs',
  component: TabList,
  tags: ['stable'],
  args: { label: 'OPD service categories', look: 'pill', tabs: [], value: '', onChange: () => {} },
  render: ({ label, look, activation }) => <TabsWithPanels label={label} look={look} activation={activation} />,
} satisfies Meta<typeof TabList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tab named `name` is the only one selected and in the tab order, and its panel is the one shown. */
async function expectSelected(canvasElement: HTMLElement, name: Category) {
  const canvas = within(canvasElement);
  for (const tab of canvas.getAllByRole('tab')) {
    const selected = tab.textContent === name;
    await expect(tab).toHaveAttribute('aria-selected', String(selected));
    await expect(tab).toHaveAttribute('tabindex', selected ? '0' : '-1');
  }
  const panel = canvas.getByRole('tabpanel', { name });
  await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-controls', panel.id);
  await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
}

/** From the first tab, focused: arrow keys, Home and End move focus and select at once (automatic activation); the arrows wrap. */
async function playKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('tab', { name: categories[0] })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(canvas.getByRole('tab', { name: categories[1] })).toHaveFocus();
  await expectSelected(canvasElement, categories[1]);
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  await expect(canvas.getByRole('tab', { name: categories[3] })).toHaveFocus();
  await expectSelected(canvasElement, categories[3]);
  await userEvent.keyboard('{ArrowRight}');
  await expectSelected(canvasElement, categories[0]);
  await userEvent.keyboard('{End}');
  await expect(canvas.getByRole('tab', { name: categories[3] })).toHaveFocus();
  await expectSelected(canvasElement, categories[3]);
  await userEvent.keyboard('{Home}');
  await expect(canvas.getByRole('tab', { name: categories[0] })).toHaveFocus();
  await expectSelected(canvasElement, categories[0]);
}

/** Pills that wrap onto more rows (the OPD and test categories): a click selects, the selected pill is filled with the brand. */
export const Pill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'OPD service categories' })).toBeVisible();
    await expectSelected(canvasElement, categories[0]);
    await userEvent.click(canvas.getByRole('tab', { name: categories[2] }));
    await expectSelected(canvasElement, categories[2]);
    await expect(canvas.getByRole('tab', { name: categories[2] })).toHaveStyle({ backgroundColor: 'rgb(9, 92, 87)', color: 'rgb(255, 255, 255)' });
    await userEvent.click(canvas.getByRole('tab', { name: categories[0] }));
    await playKeyboard(canvasElement);
  },
};

/** Tabs sharing the width over a line (home's health tests), the selected one underlined; a click selects. */
export const Underline: Story = {
  args: { look: 'underline', label: 'Health checks and lab tests' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(new Set(tabs.map((tab) => tab.getBoundingClientRect().width)).size).toBe(1);
    await expectSelected(canvasElement, categories[0]);
    await userEvent.click(canvas.getByRole('tab', { name: categories[1] }));
    await expectSelected(canvasElement, categories[1]);
    await expect(canvas.getByRole('tab', { name: categories[1] })).toHaveStyle({ color: 'rgb(9, 92, 87)' });
    await userEvent.click(canvas.getByRole('tab', { name: categories[0] }));
    await playKeyboard(canvasElement);
  },
};

/** Manual activation (home's health tests): the arrows only move focus; Enter or Space selects the focused tab. */
export const ManualActivation: Story = {
  args: { look: 'underline', label: 'Health checks and lab tests', activation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: categories[1] })).toHaveFocus();
    await expectSelected(canvasElement, categories[0]);
    await userEvent.keyboard('{Enter}');
    await expectSelected(canvasElement, categories[1]);
    await userEvent.keyboard('{End} ');
    await expect(canvas.getByRole('tab', { name: categories[3] })).toHaveFocus();
    await expectSelected(canvasElement, categories[3]);
    // Only the selected tab is in the tab order: coming back with Tab lands on it, whichever tab had focus last.
    await userEvent.keyboard('{Home}');
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: categories[3] })).toHaveFocus();
  },
};
