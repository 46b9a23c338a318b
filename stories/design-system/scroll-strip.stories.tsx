import type { Meta, StoryObj } from '@storybook/react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ScrollStrip } from '@/design-system/scroll-strip/scroll-strip';

const services = ['Consultation', 'Lab Tests', 'Health Packages', 'Scans', 'Medicines', 'Skincare', 'OPD', 'Care Programs', 'Our Doctors'];

function tiles(names: string[]) {
  return names.map((name) => (
    <Card key={name} sx={{ width: 168, height: 120 }}>
      <CardActionArea component={RouterLink} to={`/${name.toLowerCase().replace(/ /g, '-')}`} sx={{ height: 1, p: 2 }}>
        <Typography sx={{ fontWeight: 650, textAlign: 'center' }}>{name}</Typography>
      </CardActionArea>
    </Card>
  ));
}

/**
 * A real browser's layout depends on the frame's width: pin the strip's scroll metrics and route
 * scrollBy through a spy that moves them, so the arrows are judged the same at every size.
 */
function pinScrollMetrics(element: HTMLElement, metrics: { scrollWidth: number; clientWidth: number }) {
  const state = { scrollLeft: 0 };
  const max = metrics.scrollWidth - metrics.clientWidth;
  Object.defineProperties(element, {
    scrollWidth: { configurable: true, get: () => metrics.scrollWidth },
    clientWidth: { configurable: true, get: () => metrics.clientWidth },
    scrollLeft: { configurable: true, get: () => state.scrollLeft },
  });
  const scrollTo = (left: number) => {
    state.scrollLeft = Math.min(Math.max(0, left), Math.max(0, max));
    fireEvent.scroll(element);
  };
  const scrollBy = fn((options?: ScrollToOptions) => scrollTo(state.scrollLeft + (options?.left ?? 0)));
  element.scrollBy = scrollBy as unknown as typeof element.scrollBy;
  scrollTo(0);
  return { scrollBy, scrollTo };
}

const meta = {
  title: 'Design System/ScrollStrip',
  component: ScrollStrip,
  tags: ['stable'],
  args: { label: 'Our services', children: tiles(services) },
} satisfies Meta<typeof ScrollStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 320 px per click; each arrow shows only when more content lies that way. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our services' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(9);
    await expect(within(region).getByRole('link', { name: 'Lab Tests' })).toHaveAttribute('href', '/lab-tests');

    const { scrollBy, scrollTo } = pinScrollMetrics(region, { scrollWidth: 1600, clientWidth: 700 });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Scroll right' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Scroll left' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Scroll right' }));
    await expect(scrollBy).toHaveBeenLastCalledWith({ left: 320 });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Scroll left' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Scroll right' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Scroll left' }));
    await expect(scrollBy).toHaveBeenLastCalledWith({ left: -320 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Scroll left' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Scroll right' })).toHaveFocus();

    scrollTo(900);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Scroll right' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Scroll left' })).toBeVisible();
  },
};

/** Another step size (300 | 320 | 350 | 400) and custom arrow names. */
export const Step400: Story = {
  args: { step: 400, previousLabel: 'Previous services', nextLabel: 'More services' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our services' });
    const { scrollBy } = pinScrollMetrics(region, { scrollWidth: 1500, clientWidth: 700 });
    await userEvent.click(await canvas.findByRole('button', { name: 'More services' }));
    await expect(scrollBy).toHaveBeenLastCalledWith({ left: 400 });
    await userEvent.click(await canvas.findByRole('button', { name: 'More services' }));
    await expect(scrollBy).toHaveBeenLastCalledWith({ left: 400 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'More services' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Previous services' })).toHaveFocus();
  },
};

/** Content that fits shows no arrows. */
export const Fits: Story = {
  args: { children: tiles(services.slice(0, 2)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our services' });
    pinScrollMetrics(region, { scrollWidth: 400, clientWidth: 700 });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Hindi pages: the default arrow names in Hindi (the region's name is the caller's). */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  args: { label: 'हमारी सेवाएँ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'हमारी सेवाएँ' });
    const { scrollBy } = pinScrollMetrics(region, { scrollWidth: 1600, clientWidth: 700 });
    await userEvent.click(await canvas.findByRole('button', { name: 'दाईं ओर स्क्रॉल करें' }));
    await expect(scrollBy).toHaveBeenLastCalledWith({ left: 320 });
    await userEvent.click(await canvas.findByRole('button', { name: 'बाईं ओर स्क्रॉल करें' }));
    await expect(scrollBy).toHaveBeenLastCalledWith({ left: -320 });
  },
};
