import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from '@/design-system/skip-link/skip-link';

const meta = {
  title: 'Design System/SkipLink',
  component: SkipLink,
  tags: ['experimental'],
  args: { children: 'Skip to main content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Example">
        <a href="#example">A link in the header</a>
      </nav>
      <main id="main" tabIndex={-1}>
        <h1>The page’s content</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab; following it puts focus on the content, past the header. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
