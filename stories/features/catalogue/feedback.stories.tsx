import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { feedbackPath } from '@/features/catalogue/api/get-feedback';
import { FeedbackCarousel } from '@/features/catalogue/components/feedback/feedback-carousel';
import { desktop, mobile } from '../../support/viewport';

const feedback = catalogueFixture(feedbackPath);

const meta = {
  title: 'Features/Catalogue/Feedback',
  component: FeedbackCarousel,
  args: { label: 'Patient feedback' },
} satisfies Meta<typeof FeedbackCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const carousel = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Patient feedback' });

/** Desktop: avatar, name, age and place, the star rating and the comment on each card. */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const region = within(await carousel(canvasElement));
    await expect(region.getByRole('status')).toHaveTextContent(`Showing items 1 to 3 of ${feedback.length}`);
    for (const [index, entry] of feedback.slice(0, 3).entries()) {
      const card = within(region.getByRole('group', { name: `${index + 1} of ${feedback.length}` }));
      const figure = card.getByRole('figure');
      await expect(within(figure).getByText(entry.profileName)).toBeVisible();
      await expect(figure.querySelector('img')).toHaveAttribute('src', entry.profileImg);
      await expect(figure.querySelector('img')).toHaveAttribute('loading', 'lazy');
      await expect(card.getByText(`${entry.profileAge} years, ${entry.profilePlace}`)).toBeVisible();
      await expect(card.getByRole('img', { name: `Rated ${entry.rating} out of 5` })).toBeVisible();
      await expect(figure.querySelectorAll('[data-star="filled"]')).toHaveLength(entry.rating);
      await expect(card.getByText(entry.comment)).toBeVisible();
    }
  },
};

/** The dots move the carousel: dot 2 shows items 2 to 4 and becomes the current one. */
export const Dots: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const region = within(await carousel(canvasElement));
    const dots = within(region.getByRole('group', { name: 'Choose slide' }));
    await expect(dots.getAllByRole('button')).toHaveLength(feedback.length - 2);
    await expect(dots.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dots.getByRole('button', { name: 'Go to slide 2' }));
    await expect(region.getByRole('status')).toHaveTextContent(`Showing items 2 to 4 of ${feedback.length}`);
    await expect(dots.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(dots.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    await expect(region.getByText(feedback[3]?.comment ?? '')).toBeVisible();
    await expect(region.queryByRole('group', { name: `1 of ${feedback.length}` })).toBeNull();
  },
};

/** Phone: one card per page, one dot per card. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const region = within(await carousel(canvasElement));
    await expect(region.getByRole('status')).toHaveTextContent(`Showing item 1 of ${feedback.length}`);
    const dots = within(region.getByRole('group', { name: 'Choose slide' }));
    await expect(dots.getAllByRole('button')).toHaveLength(feedback.length);
    await userEvent.click(dots.getByRole('button', { name: `Go to slide ${feedback.length}` }));
    await expect(region.getByRole('status')).toHaveTextContent(`Showing item ${feedback.length} of ${feedback.length}`);
    await expect(region.getByText(feedback.at(-1)?.comment ?? '')).toBeVisible();
  },
};

export const Loading: Story = {
  ...desktop,
  parameters: { msw: [catalogueLoading(feedbackPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByText('Loading patient feedback'))).toBeInTheDocument();
    await expect(canvas.getByTestId('feedback-skeletons')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Patient feedback' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(feedbackPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^Failed to load data\.$/);
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(feedbackPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/^No feedback available\.$/);
  },
};

/** Hindi: the block's chrome (the carousel's name, age and place) in Hindi; the patients' words stay as they wrote them. */
export const InHindi: Story = {
  ...Default,
  args: { label: undefined },
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: 'मरीज़ों की राय' }));
    const [first] = feedback;
    await expect(region.getByText(`${first!.profileAge} साल, ${first!.profilePlace}`)).toBeVisible();
    await expect(region.getByText(first!.comment)).toBeVisible();
  },
};

export const InHindiError: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [catalogueFailure(feedbackPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^डेटा लोड नहीं हो सका।$/);
  },
};
