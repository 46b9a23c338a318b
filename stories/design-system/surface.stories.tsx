import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import Card from '@mui/material/Card';
import { Surface } from '@/design-system/surface/surface';

const meta = {
  title: 'Design System/Surface',
  component: Surface,
  tags: ['stable'],
  args: {
    children: (
      <>
        <h3>Tests at home</h3>
        <p>Book a lab test and a trained phlebotomist collects your sample at home.</p>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's surface around its content: a div, drawn without MUI. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'Tests at home' });
    await expect(heading).toBeVisible();
    await expect(heading.parentElement?.tagName).toBe('DIV');
  },
};

/** Cards in a list: each surface is a list item, so screen readers announce how many there are. */
export const InAList: Story = {
  render: (args) => (
    <ul aria-label="What you can do" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
      <Surface {...args} as="li" />
      <Surface as="li">
        <h3>Reports you understand</h3>
      </Surface>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'What you can do' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

const looks = ['border', 'border-radius', 'box-shadow', 'background-color', 'color', 'overflow'];

/** Beside MUI's Card under the theme: the same border, radius, shadow, background and text colour. */
export const LooksLikeMuiCard: Story = {
  render: (args) => (
    <>
      <Surface {...args} />
      <Card data-testid="mui-card">{args.children}</Card>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mui = getComputedStyle(canvas.getByTestId('mui-card'));
    const plain = getComputedStyle(canvas.getAllByRole('heading', { name: 'Tests at home' })[0]!.parentElement!);
    for (const property of looks) {
      await expect(`${property}: ${plain.getPropertyValue(property)}`).toBe(`${property}: ${mui.getPropertyValue(property)}`);
    }
  },
};
