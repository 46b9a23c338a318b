import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { ShortcutHelp } from '@/design-system/keyboard-shortcuts/shortcut-help';
import { useKeyboardShortcuts } from '@/design-system/keyboard-shortcuts/use-keyboard-shortcuts';
import { useShortcutsEnabled } from '@/design-system/keyboard-shortcuts/use-shortcuts-enabled';

const shortcuts = [
  { keys: ['/'], description: 'Search' },
  { keys: ['j'], description: 'Next item' },
  { keys: ['k'], description: 'Previous item' },
];

/** A page with shortcuts: "/" focuses the search box, "j" counts; the help lists them and can turn them off. */
function PageWithShortcuts() {
  const [enabled, setEnabled] = useShortcutsEnabled();
  const [count, setCount] = useState(0);
  useKeyboardShortcuts(
    {
      '/': () => document.getElementById('story-search')?.focus(),
      j: () => setCount((current) => current + 1),
    },
    enabled,
  );
  return (
    <div>
      <label htmlFor="story-search">Search</label> <input id="story-search" type="search" aria-keyshortcuts="/" />
      <p role="status">Pressed j {count} times</p>
      <ShortcutHelp shortcuts={shortcuts} enabled={enabled} onEnabledChange={setEnabled} />
    </div>
  );
}

const meta = {
  title: 'Design System/KeyboardShortcuts',
  component: ShortcutHelp,
  tags: ['experimental'],
  args: { shortcuts, enabled: true, onEnabledChange: () => {} },
  render: () => <PageWithShortcuts />,
  beforeEach: () => {
    localStorage.removeItem('hv-one-key-shortcuts');
  },
} satisfies Meta<typeof ShortcutHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shortcuts written out in a disclosure, closed by default. */
export const Documented: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Keyboard shortcuts'));
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['/', 'j', 'k']);
    await expect(canvas.getAllByRole('definition').map((definition) => definition.textContent)).toEqual(['Search', 'Next item', 'Previous item']);
    await expect(canvas.getByRole('checkbox', { name: /Use one-key shortcuts/ })).toBeChecked();
  },
};

/** A shortcut acts anywhere but in a field: "/" moves to the search box, and a "j" typed there is text, not a command. */
export const NeverWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('status'));
    await userEvent.keyboard('j');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pressed j 1 times');
    await userEvent.keyboard('/');
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveValue('');
    await userEvent.keyboard('jj/');
    await expect(search).toHaveValue('jj/');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pressed j 1 times');
    await userEvent.click(canvas.getByRole('status'));
    await userEvent.keyboard('{Control>}j{/Control}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pressed j 1 times');
  },
};

/** Turned off (WCAG 2.1.4), a one-key shortcut does nothing; the choice is kept on the device. */
export const TurnedOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Keyboard shortcuts'));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Use one-key shortcuts/ }));
    await expect(canvas.getByRole('checkbox', { name: /Use one-key shortcuts/ })).not.toBeChecked();
    await expect(localStorage.getItem('hv-one-key-shortcuts')).toBe('off');
    await userEvent.click(canvas.getByRole('status'));
    await userEvent.keyboard('j');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pressed j 0 times');
  },
};
