import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { medicineOffersPath } from '@/features/catalogue/api/get-medicine-offers';
import { MedicineOfferCarousel } from '@/features/catalogue/components/medicine-offers/medicine-offer-carousel';
import { desktop, mobile } from '../../support/viewport';

const meta = {
  title: 'Features/Catalogue/Medicine Offers',
  component: MedicineOfferCarousel,
} satisfies Meta<typeof MedicineOfferCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const offers = catalogueFixture(medicineOffersPath);

async function findCarousel(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: 'Medicine offers' });
  return { region, scoped: within(region), status: within(region).getByRole('status') };
}

/** The visible offer links as [href, accessible name] pairs, and what they should be for these offers. */
const shown = (scope: HTMLElement) => within(scope).getAllByRole('link');
const expectedLinks = (from: number, to: number) => offers.slice(from, to).map((offer) => [offer.link, `${offer.title} ${offer.discount} Shop now`]);

async function expectOffersShown(scope: HTMLElement, from: number, to: number) {
  const links = shown(scope);
  await expect(links.map((link) => link.getAttribute('href'))).toEqual(expectedLinks(from, to).map(([href]) => href));
  for (const [index, link] of links.entries()) {
    await expect(link).toHaveAccessibleName(expectedLinks(from, to)[index]![1]);
    await expect(link.querySelector('h3')).toHaveTextContent(offers[from + index]!.title);
  }
}

/** Desktop: three offers per page, each card one link to its offer's `link`, named by title, discount and "Shop now". */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const { region, scoped, status } = await findCarousel(canvasElement);
    await expect(status).toHaveTextContent(`Showing items 1 to 3 of ${offers.length}`);
    await expectOffersShown(region, 0, 3);

    await userEvent.click(scoped.getByRole('button', { name: 'Previous slide' }));
    await expect(status).toHaveTextContent(`Showing items ${offers.length - 2} to ${offers.length} of ${offers.length}`);
    await expectOffersShown(region, offers.length - 3, offers.length);
    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(scoped.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent(`Showing items 2 to 4 of ${offers.length}`);
    await expectOffersShown(region, 1, 4);
  },
};

/** Following an offer opens its page. */
export const OpensTheOffer: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const { region } = await findCarousel(canvasElement);
    const first = offers[0]!;
    const [link] = shown(region);
    await expect(link).toHaveAttribute('href', first.link);
    await userEvent.click(link!);
    await expect(await within(canvasElement).findByTestId('current-location')).toHaveTextContent(`Navigated to ${first.link}`);
  },
};

export const Loading: Story = {
  ...desktop,
  parameters: { msw: [catalogueLoading(medicineOffersPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByText('Loading offers')).closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(medicineOffersPath)] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/^Failed to load data\.$/);
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(medicineOffersPath)] },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent(/^No offers available\.$/);
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/** In Hindi: the carousel's name and each card's "अभी खरीदें"; the offers keep the data file's text and links. */
export const InHindi: Story = {
  ...Default,
  globals: { ...desktop.globals, ...inHindi.globals },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'दवाओं पर ऑफ़र' });
    const [first] = shown(region);
    await expect(first).toHaveAttribute('href', offers[0]!.link);
    await expect(first).toHaveAccessibleName(`${offers[0]!.title} ${offers[0]!.discount} अभी खरीदें`);
  },
};

export const LoadingInHindi: Story = {
  ...Loading,
  globals: { ...desktop.globals, ...inHindi.globals },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ऑफ़र लोड हो रहे हैं')).toBeInTheDocument();
  },
};

export const ErrorInHindi: Story = {
  ...Error,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^जानकारी लोड नहीं हो सकी।$/);
  },
};

export const EmptyInHindi: Story = {
  ...Empty,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/^अभी कोई ऑफ़र उपलब्ध नहीं है।$/);
  },
};
