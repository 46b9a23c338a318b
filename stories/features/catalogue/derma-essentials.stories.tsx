import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { formatInr } from '@/lib/format';
import { packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { skincarePackagesPath } from '@/features/catalogue/api/get-skincare-packages';
import { DermaEssentials } from '@/features/catalogue/components/derma-essentials/derma-essentials';
import { desktop, mobile, tablet } from '../../support/viewport';
import { cardOfTitleLink } from '../../support/card-of-title-link';

const meta = {
  title: 'Features/Catalogue/Derma Essentials',
  component: DermaEssentials,
} satisfies Meta<typeof DermaEssentials>;

export default meta;
type Story = StoryObj<typeof meta>;

const packages = catalogueFixture(skincarePackagesPath);
const details = catalogueFixture(packageDetailsPath);

const sectionOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Derma Essentials' }));

async function carouselOf(canvasElement: HTMLElement) {
  const region = await sectionOf(canvasElement).findByRole('region', { name: 'Skincare packages' });
  return { carousel: within(region), status: within(region).getByRole('status') };
}

/** Desktop: three packages a page, each a link to its detail page, price with the cut price struck and "X% Off". */
export const Default: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    await expect(sectionOf(canvasElement).getByRole('heading', { level: 2, name: 'Derma Essentials' })).toBeVisible();
    const { carousel, status } = await carouselOf(canvasElement);
    await expect(status).toHaveTextContent(`Showing items 1 to 3 of ${packages.length}`);
    const links = carousel.getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const [index, item] of packages.slice(0, 3).entries()) {
      const link = links[index]!;
      await expect(link).toHaveAccessibleName(item.title);
      await expect(link).toHaveAttribute('href', `/package-details/${item.id}`);
      await expect(link).toHaveAccessibleDescription(new RegExp(`^Price ?${formatInr(item.price)} Original price ?${formatInr(item.cutPrice)} ${item.discount}% Off$`));
      await expect(link.closest('h3')).toHaveTextContent(item.title);
      await expect(cardOfTitleLink(link).getByText(formatInr(item.cutPrice)).closest('s')).not.toBeNull();
      await expect(cardOfTitleLink(link).getByText(`${item.discount}% Off`)).toBeVisible();
    }
    await userEvent.click(carousel.getByRole('button', { name: 'Next slide' }));
    await expect(status).toHaveTextContent(`Showing items 2 to 4 of ${packages.length}`);
    await expect(carousel.getByRole('link', { name: packages[3]!.title })).toHaveAttribute('href', `/package-details/${packages[3]!.id}`);
  },
};

/** Each card shows the picture its detail record lists, loaded lazily (the block sits below the fold). */
export const CardImages: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    await carouselOf(canvasElement);
    const images = Array.from(canvasElement.querySelectorAll<HTMLImageElement>('[aria-roledescription="slide"] img'));
    await expect(images).toHaveLength(packages.length);
    for (const [index, item] of packages.entries()) {
      const image = images[index]!;
      await expect(image).toHaveAttribute('src', details.find((detail) => detail.id === item.id)?.images[0]);
      await expect(image).toHaveAttribute('alt', '');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '128');
      await expect(image).toHaveAttribute('height', '128');
    }
  },
};

/** Tablet: two packages a page; previous from the first wraps to the last page. */
export const Tablet: Story = {
  ...tablet,
  play: async ({ canvasElement }) => {
    const { carousel, status } = await carouselOf(canvasElement);
    await expect(status).toHaveTextContent(`Showing items 1 to 2 of ${packages.length}`);
    await expect(carousel.getAllByRole('link')).toHaveLength(2);
    await userEvent.click(carousel.getByRole('button', { name: 'Previous slide' }));
    await expect(status).toHaveTextContent(`Showing items ${packages.length - 1} to ${packages.length} of ${packages.length}`);
  },
};

/** Phone: one package a page; choosing a card opens its detail page. */
export const OpensPackage: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const { carousel, status } = await carouselOf(canvasElement);
    await expect(status).toHaveTextContent(`Showing item 1 of ${packages.length}`);
    await userEvent.click(carousel.getByRole('link', { name: packages[0]!.title }));
    await expect(await within(canvasElement).findByTestId('current-location')).toHaveTextContent(`Navigated to /package-details/${packages[0]!.id}`);
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(skincarePackagesPath)] },
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement);
    await expect(section.getByText('Loading packages')).toBeInTheDocument();
    await expect(section.getByTestId('carousel-skeleton').parentElement).toHaveAttribute('aria-hidden', 'true');
    await expect(section.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(skincarePackagesPath)] },
  play: async ({ canvasElement }) => {
    await expect(await sectionOf(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load packages.');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(skincarePackagesPath)] },
  play: async ({ canvasElement }) => {
    await expect(await sectionOf(canvasElement).findByRole('status')).toHaveTextContent('No packages available.');
    await expect(sectionOf(canvasElement).queryByRole('region', { name: 'Skincare packages' })).toBeNull();
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/** In Hindi: the block's heading, the carousel's name and each card's "पैकेज देखें"; the packages keep their own titles. */
export const InHindi: Story = {
  ...Default,
  globals: { ...desktop.globals, ...inHindi.globals },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'डर्मा एसेंशियल्स' }));
    await expect(section.getByRole('heading', { level: 2, name: 'डर्मा एसेंशियल्स' })).toBeVisible();
    const carousel = within(await section.findByRole('region', { name: 'स्किनकेयर पैकेज' }));
    const first = carousel.getByRole('link', { name: packages[0]!.title });
    await expect(first).toHaveAttribute('href', `/package-details/${packages[0]!.id}`);
    await expect(cardOfTitleLink(first).getByText('पैकेज देखें')).toBeVisible();
  },
};

export const LoadingInHindi: Story = {
  ...Loading,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('पैकेज लोड हो रहे हैं')).toBeInTheDocument();
  },
};

export const ErrorInHindi: Story = {
  ...Error,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('पैकेज लोड नहीं हो सके।');
  },
};

export const EmptyInHindi: Story = {
  ...Empty,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('अभी कोई पैकेज उपलब्ध नहीं है।');
  },
};
