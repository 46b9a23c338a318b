import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { PlainPriceTag } from '@/design-system/price-tag/plain-price-tag';

/** The price as read aloud: the visually hidden "Price" plus the amount. */
function spokenPrice(canvasElement: HTMLElement) {
  return within(canvasElement).getByText('Price').parentElement;
}

const meta = {
  title: 'Design System/PlainPriceTag',
  component: PlainPriceTag,
  args: { price: 1399, mrp: 1999, discount: 30 },
} satisfies Meta<typeof PlainPriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Price, struck MRP (higher) and a "30% Off" badge, each with spoken context: PriceTag's look without MUI. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(spokenPrice(canvasElement)).toHaveTextContent(/^Price ₹1,399$/);
    await expect(canvasElement.querySelector('s')).toHaveTextContent('Original price ₹1,999');
    await expect(canvas.getByText('30% Off')).toBeVisible();
    await expect(spokenPrice(canvasElement)?.parentElement).toHaveTextContent('Price ₹1,399 Original price ₹1,999 30% Off');
  },
};

/** A discount given as text is shown as written; the large price. */
export const TextDiscount: Story = {
  args: { price: 749, mrp: 999, discount: '25% Off', size: 'large' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(spokenPrice(canvasElement)).toHaveTextContent(/^Price ₹749$/);
    await expect(canvasElement.querySelector('s')).toHaveTextContent('Original price ₹999');
    await expect(canvas.getByText('25% Off')).toBeVisible();
  },
};

/** MRP equal to the price and a 0 discount: no struck price, no badge. */
export const NoDiscount: Story = {
  args: { price: 500, mrp: 500, discount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(spokenPrice(canvasElement)).toHaveTextContent(/^Price ₹500$/);
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvas.queryByText(/Off/)).toBeNull();
  },
};

/** An MRP below the price is never struck through; a "0% Off" text shows no badge. */
export const MrpBelowPrice: Story = {
  args: { price: 900, mrp: 800, discount: '0% Off' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvas.queryByText('₹800')).toBeNull();
    await expect(canvas.queryByText('0% Off')).toBeNull();
  },
};
