import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading, catalogueWith } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { selfChecksPath } from '@/features/catalogue/api/get-self-checks';
import { SelfCheckCarousel } from '@/features/catalogue/components/self-checks/self-check-carousel';
import { desktop } from '../../support/viewport';

const checks = catalogueFixture(selfChecksPath);

const meta = {
  title: 'Features/Catalogue/Self Checks',
  component: SelfCheckCarousel,
  args: { label: 'Self-checks', startHref: '/self-check-scan' },
} satisfies Meta<typeof SelfCheckCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const carousel = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Self-checks' });

/** Desktop: title, what you need, two details and a Start Now link named after its check. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const region = within(await carousel(canvasElement));
    await expect(region.getByRole('status')).toHaveTextContent(`Showing items 1 to 3 of ${checks.length}`);
    for (const [index, check] of checks.slice(0, 3).entries()) {
      const card = within(region.getByRole('group', { name: `${index + 1} of ${checks.length}` }));
      await expect(card.getByRole('heading', { level: 3, name: check.title })).toBeVisible();
      await expect(card.getByText(check.needs)).toBeVisible();
      await expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([check.detail1, check.detail2]);
      await expect(card.getAllByText(/takes under 3 mins/i)).toHaveLength(1);
      await expect(card.getByRole('link', { name: `Start Now: ${check.title}` })).toHaveAttribute('href', '/self-check-scan');
    }
  },
};

/** Start Now opens the self-check assessment. */
export const StartNow: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const region = within(await carousel(canvasElement));
    await userEvent.click(region.getByRole('link', { name: `Start Now: ${checks[1]?.title}` }));
    await expect(await within(canvasElement).findByTestId('current-location')).toHaveTextContent('Navigated to /self-check-scan');
  },
};

/** When no detail tells the time, the card still promises it once, beside Start Now. */
export const DurationBesideStartNow: Story = {
  parameters: {
    msw: [catalogueWith(selfChecksPath, [{ id: 9, title: 'Kidney Health Check', needs: 'Your age and medicines', detail1: 'Based on KDIGO risk factors', detail2: 'Results explained in plain words' }])],
  },
  play: async ({ canvasElement }) => {
    const region = within(await carousel(canvasElement));
    await expect(region.getAllByText(/takes under 3 mins/i)).toHaveLength(1);
    await expect(region.getByText('Takes under 3 mins')).toBeVisible();
    await expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Based on KDIGO risk factors', 'Results explained in plain words']);
  },
};

export const Loading: Story = {
  ...desktop,
  parameters: { msw: [catalogueLoading(selfChecksPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading self-checks')).toBeInTheDocument();
    await expect(canvas.getByTestId('self-check-skeletons')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(selfChecksPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^Failed to load data\.$/);
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(selfChecksPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/^No self-checks available\.$/);
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Hindi: the cards of the Hindi sidecar, "you will need", Start Now named after its check, and the time said once per card. */
export const InHindi: Story = {
  ...Default,
  args: { label: undefined },
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: 'सेल्फ़-चेक' }));
    await expect(region.getByRole('heading', { level: 3, name: 'दिल की सेहत की जाँच' })).toBeVisible();
    const start = region.getByRole('link', { name: 'अभी शुरू करें: दिल की सेहत की जाँच' });
    await expect(start).toHaveTextContent(/^अभी शुरू करें$/);
    await expect(start).toHaveAttribute('href', '/self-check-scan');
    // Every card is in the markup, the ones off the page hidden: each says what you need and the time once.
    const cards = canvasElement.querySelectorAll('h3').length;
    await expect(region.getAllByText('आपको चाहिए:')).toHaveLength(cards);
    await expect(region.getAllByText('3 मिनट से कम समय लगता है')).toHaveLength(cards);
  },
};

/** Hindi: when no detail tells the time, the card says it beside Start Now. */
export const InHindiDurationBesideStartNow: Story = {
  ...DurationBesideStartNow,
  args: { label: undefined },
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: 'सेल्फ़-चेक' }));
    await expect(region.getByText('3 मिनट से कम समय लगता है')).toBeVisible();
    await expect(region.getByRole('link', { name: 'अभी शुरू करें: Kidney Health Check' })).toBeVisible();
  },
};
