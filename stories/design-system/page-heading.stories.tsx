import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import Button from '@mui/material/Button';
import { PageHeading } from '@/design-system/page/page-heading';
import { RouteFocusContext } from '@/design-system/page/route-focus';

const meta = {
  title: 'Design System/Page heading',
  component: PageHeading,
  tags: ['stable'],
  args: { children: 'About Healvia' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the first page load the heading leaves focus where the browser put it. */
export const FirstLoad: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'About Healvia' });
    await expect(heading).not.toHaveFocus();
  },
};

/** Stands in for the router: choosing the link mounts the next screen after a client-side navigation. */
function NavigationHarness() {
  const [navigated, setNavigated] = useState(false);
  return navigated ? (
    <RouteFocusContext.Provider value={{ focusHeading: true }}>
      <PageHeading>About Healvia</PageHeading>
    </RouteFocusContext.Provider>
  ) : (
    <Button onClick={() => setNavigated(true)}>Go to About</Button>
  );
}

/** After a client-side navigation the new screen's heading takes focus, so screen readers start there. */
export const AfterNavigation: Story = {
  render: () => <NavigationHarness />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to About' }));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'About Healvia' })).toHaveFocus();
  },
};
