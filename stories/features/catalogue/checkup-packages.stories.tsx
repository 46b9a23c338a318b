import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading, catalogueWith } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { checkupPackagesPath } from '@/features/catalogue/api/get-checkup-packages';
import { CheckupPackages } from '@/features/catalogue/components/checkup-packages/checkup-packages';

const data = catalogueFixture(checkupPackagesPath);
const categoryNames = data.categories.map((category) => category.name);
const diabetes = data.packages.filter((item) => item.category === 'Diabetes');

const meta = {
  title: 'Features/Catalogue/Checkup Packages',
  component: CheckupPackages,
} satisfies Meta<typeof CheckupPackages>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvasElement: HTMLElement, listName = 'Checkup packages') =>
  within(within(canvasElement).getByRole('list', { name: listName }))
    .getAllByRole('article')
    .map((card) => card.querySelector('h3')?.textContent);

/** All is pressed by default and every package shows, each View Details opening its health check. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = within(await canvas.findByRole('group', { name: 'Filter packages by category' }));
    await expect(filter.getAllByRole('button').map((button) => button.textContent)).toEqual(['All', ...categoryNames]);
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(canvasElement)).toEqual(data.packages.map((item) => item.name));
    const links = canvas.getAllByRole('link', { name: 'View Details' });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(data.packages.map((item) => `/health-checks-details/${item.id}`));
    await expect(links[0]).toHaveAccessibleDescription(data.packages[0]!.name);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${data.packages.length} packages in all categories`);
  },
};

/** Choosing a category shows only its packages and says how many; All brings every package back. */
export const FilterByCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Diabetes' }));
    await expect(canvas.getByRole('button', { name: 'Diabetes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(cardNames(canvasElement)).toEqual(diabetes.map((item) => item.name));
    await expect(canvas.getByRole('status')).toHaveTextContent(`${diabetes.length} package${diabetes.length === 1 ? '' : 's'} in Diabetes`);
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(cardNames(canvasElement)).toHaveLength(data.packages.length);
  },
};

/** A category listed twice in the file is offered once. */
export const DuplicateCategories: Story = {
  parameters: { msw: [catalogueWith(checkupPackagesPath, { ...data, categories: [...data.categories, { name: 'Heart' }, { name: 'Diabetes' }] })] },
  play: async ({ canvasElement }) => {
    const filter = within(await within(canvasElement).findByRole('group', { name: 'Filter packages by category' }));
    await expect(filter.getAllByRole('button').map((button) => button.textContent)).toEqual(['All', ...categoryNames]);
  },
};

/** A category without packages: the spec's message where the cards would be. */
export const NoPackagesInCategory: Story = {
  parameters: { msw: [catalogueWith(checkupPackagesPath, { ...data, categories: [...data.categories, { name: 'Allergy' }] })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Allergy' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No packages found in this category');
    await expect(canvas.queryByRole('list', { name: 'Checkup packages' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(checkupPackagesPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading packages')).toBeInTheDocument();
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** Named Error in Storybook; the export avoids shadowing the global Error. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [catalogueFailure(checkupPackagesPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load packages.');
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(checkupPackagesPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('No packages available.');
  },
};

/** What makes a story Hindi: the preview loads the site's modules in Hindi (the toolbar's Language). */
const inHindi = { globals: { locale: 'hi' } };

/** Hindi report time for the data file's "Reports within N hours". */
const hindiReportTime = (text: string) => text.replace(/^Reports within (\d+) hours$/, '$1 घंटे में रिपोर्ट');

/**
 * In Hindi: the filter, its 'सभी' choice, the count, each card's tests count, report time and View Details are
 * Hindi; the categories and packages keep the data file's names. A category shows only its packages.
 */
export const InHindi: Story = {
  ...Default,
  ...inHindi,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = within(await canvas.findByRole('group', { name: 'कैटेगरी के हिसाब से पैकेज चुनें' }));
    await expect(filter.getAllByRole('button').map((button) => button.textContent)).toEqual(['सभी', ...categoryNames]);
    await expect(filter.getByRole('button', { name: 'सभी' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(`सभी कैटेगरी में ${data.packages.length} पैकेज`);
    const first = data.packages[0]!;
    const card = within(within(canvas.getByRole('list', { name: 'चेकअप पैकेज' })).getByRole('article', { name: first.name }));
    await expect(card.getByText(`${first.totalTests} टेस्ट शामिल`)).toBeVisible();
    await expect(card.getByText(hindiReportTime(first.reportTime))).toBeVisible();
    await expect(card.getByRole('list', { name: `${first.name} में शामिल टेस्ट` })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'पूरी जानकारी देखें' })).toHaveLength(data.packages.length);

    await userEvent.click(filter.getByRole('button', { name: 'Diabetes' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(`Diabetes में ${diabetes.length} पैकेज`);
    await expect(cardNames(canvasElement, 'चेकअप पैकेज')).toEqual(diabetes.map((item) => item.name));
  },
};

export const NoPackagesInCategoryInHindi: Story = {
  ...NoPackagesInCategory,
  ...inHindi,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Allergy' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('इस कैटेगरी में कोई पैकेज नहीं मिला');
  },
};

export const LoadingInHindi: Story = {
  ...Loading,
  ...inHindi,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('पैकेज लोड हो रहे हैं')).toBeInTheDocument();
  },
};

export const ErrorInHindi: Story = {
  ...ErrorState,
  name: 'Error In Hindi',
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
