import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { RatingStars } from '@/design-system/rating-stars/rating-stars';

const meta = {
  title: 'Design System/RatingStars',
  component: RatingStars,
  tags: ['stable'],
  args: { rating: 4.6, reviewCount: 1280 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

function stars(image: HTMLElement) {
  return {
    filled: image.querySelectorAll('[data-star="filled"]').length,
    empty: image.querySelectorAll('[data-star="empty"]').length,
  };
}

/** 4.6 fills 4 whole stars (the floor), read as "Rated 4.6 out of 5", with the review count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Rated 4.6 out of 5' });
    await expect(stars(image)).toEqual({ filled: 4, empty: 1 });
    await expect(canvas.getByText('(1,280 reviews)')).toBeVisible();
  },
};

/** A perfect 5 fills every star; no review count given. */
export const FiveStars: Story = {
  args: { rating: 5, reviewCount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stars(canvas.getByRole('img', { name: 'Rated 5 out of 5' }))).toEqual({ filled: 5, empty: 0 });
    await expect(canvas.queryByText(/review/)).toBeNull();
  },
};

/** 2.9 still fills only 2 stars; a single review reads "review". */
export const FloorNotRound: Story = {
  args: { rating: 2.9, reviewCount: 1, size: 'small' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stars(canvas.getByRole('img', { name: 'Rated 2.9 out of 5' }))).toEqual({ filled: 2, empty: 3 });
    await expect(canvas.getByText('(1 review)')).toBeVisible();
  },
};

/** Hindi pages: the spoken rating and the review count in Hindi. */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stars(canvas.getByRole('img', { name: '5 में से 4.6 रेटिंग' }))).toEqual({ filled: 4, empty: 1 });
    await expect(canvas.getByText('(1,280 रिव्यू)')).toBeVisible();
  },
};
