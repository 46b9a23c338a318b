import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { TabList, type TabListProps } from '@/design-system/tabs/tab-list';

const names = ['Doctor Consultations', 'Diagnostics & Lab Tests', 'Pharmacy Benefits'] as const;

function Harness({ activation }: Pick<TabListProps<number>, 'activation'>) {
  const [selected, setSelected] = useState(0);
  return (
    <TabList
      label="OPD service categories"
      look="pill"
      activation={activation}
      value={selected}
      onChange={setSelected}
      tabs={names.map((name, index) => ({ value: index, label: name, id: `tab-${index}`, controls: `panel-${index}` }))}
    />
  );
}

const tab = (index: number) => screen.getByRole('tab', { name: names[index] });

/** Only tab `index` is selected and in the tab order. */
function expectSelected(index: number) {
  expect(screen.getAllByRole('tab').map((element) => [element.getAttribute('aria-selected'), element.tabIndex])).toEqual(
    names.map((_, other) => (other === index ? ['true', 0] : ['false', -1])),
  );
}

it('names the list and ties each tab to its panel; the first selected is the only tab in the tab order', () => {
  render(<Harness />);
  expect(screen.getByRole('tablist', { name: 'OPD service categories' })).toBeInTheDocument();
  expect(tab(1)).toHaveAttribute('aria-controls', 'panel-1');
  expect(tab(1)).toHaveAttribute('type', 'button');
  expectSelected(0);
});

it('selects on a click, never on focus alone (a focus React replays while the section hydrates selects nothing)', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  act(() => tab(2).focus());
  expect(tab(2)).toHaveFocus();
  expectSelected(0);
  await user.click(tab(1));
  expectSelected(1);
});

it('automatic activation: ArrowRight and ArrowLeft (wrapping), Home and End move focus and select', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.tab();
  expect(tab(0)).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab(2)).toHaveFocus();
  expectSelected(2);
  await user.keyboard('{ArrowRight}');
  expect(tab(0)).toHaveFocus();
  expectSelected(0);
  await user.keyboard('{End}');
  expectSelected(2);
  await user.keyboard('{Home}');
  expect(tab(0)).toHaveFocus();
  expectSelected(0);
  // A browser shortcut (Alt+ArrowRight goes forward in history) is left alone.
  await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(tab(0)).toHaveFocus();
  expectSelected(0);
});

it('manual activation: the arrow keys only move focus; Enter or Space selects the focused tab', async () => {
  const user = userEvent.setup();
  render(<Harness activation="manual" />);
  await user.tab();
  await user.keyboard('{ArrowRight}');
  expect(tab(1)).toHaveFocus();
  expectSelected(0);
  await user.keyboard('{Enter}');
  expectSelected(1);
  await user.keyboard('{End} ');
  expect(tab(2)).toHaveFocus();
  expectSelected(2);
});
