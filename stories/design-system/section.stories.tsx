import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Section } from '@/design-system/section/section';

const meta = {
  title: 'Design System/Section',
  component: Section,
  tags: ['stable'],
  args: {
    title: 'Popular Health Checks',
    children: <Typography>Full-body checkups curated by our doctors.</Typography>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eyebrow, h2 title, description and an action; the section is named by its heading. */
export const Default: Story = {
  args: {
    eyebrow: 'Derma Essentials',
    description: 'Packages picked by our dermatologists for healthy skin.',
    action: <Button variant="outlined">View all</Button>,
    id: 'popular-health-checks',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Popular Health Checks' });
    const heading = within(section).getByRole('heading', { level: 2, name: 'Popular Health Checks' });
    await expect(heading).toHaveAttribute('id', 'popular-health-checks');
    await expect(section).toHaveAttribute('aria-labelledby', 'popular-health-checks');
    await expect(within(section).getByText('Derma Essentials')).toBeVisible();
    await expect(within(section).getByText('Packages picked by our dermatologists for healthy skin.')).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'View all' })).toBeVisible();
    await expect(within(section).getByText('Full-body checkups curated by our doctors.')).toBeVisible();
  },
};

/** Title only, as an h3 inside another section; the heading id is generated. */
export const SubsectionH3: Story = {
  args: { headingLevel: 'h3', title: 'Prescribed Lab Tests' },
  render: (args) => (
    <Section title="Tests">
      <Section {...args} />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Prescribed Lab Tests' });
    const heading = within(section).getByRole('heading', { level: 3, name: 'Prescribed Lab Tests' });
    await expect(section).toHaveAttribute('aria-labelledby', heading.id);
    await expect(heading.id).not.toBe('');
    await expect(within(section).queryByRole('button')).toBeNull();
  },
};
