import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { PageContainer, PageIntro, Prose, TextLink } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';

const meta = {
  title: 'Design System/Page text',
  component: PageContainer,
  tags: ['stable'],
  args: { children: null },
  render: () => (
    <PageContainer>
      <PageHeading>Press</PageHeading>
      <PageIntro>News and announcements from Healvia.</PageIntro>
      <Prose>
        Journalists can write to <TextLink href="mailto:press@healvia.in">press@healvia.in</TextLink>. Read our{' '}
        <TextLink to="/terms">terms of use</TextLink>.
      </Prose>
    </PageContainer>
  ),
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A static page's column, heading, intro and running text with links: plain HTML, no MUI. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
    await expect(canvas.getByText('News and announcements from Healvia.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'press@healvia.in' })).toHaveAttribute('href', 'mailto:press@healvia.in');
  },
};

/** A link to another page of the site navigates with the router. */
export const FollowsASiteLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'terms of use' }));
    await expect(await canvas.findByText('Navigated to /terms')).toBeVisible();
  },
};

/** A column under a hero band, which brings its own room: no padding above, the same width and gutters. */
export const FlushTop: Story = {
  render: () => (
    <PageContainer flushTop>
      <Prose>Explore our services.</Prose>
    </PageContainer>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByText('Explore our services.').parentElement!;
    await expect(getComputedStyle(column).paddingTop).toBe('0px');
    await expect(getComputedStyle(column).maxWidth).toBe('1024px');
  },
};
