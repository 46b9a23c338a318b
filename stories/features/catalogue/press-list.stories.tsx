import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { pressItemsPath } from '@/features/catalogue/api/get-press-items';
import { PressList } from '@/features/catalogue/components/footer-content/press-list';
import { formatPublicationDate } from '@/features/catalogue/components/footer-content/components/publication-date';

const meta = {
  title: 'Features/Catalogue/Press List',
  component: PressList,
} satisfies Meta<typeof PressList>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = [...catalogueFixture(pressItemsPath)].sort((a, b) => b.date.localeCompare(a.date));

/** Each item, newest first, as an article: outlet and date, title and summary. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const articles = await within(canvasElement).findAllByRole('article');
    await expect(articles).toHaveLength(items.length);
    for (const [index, item] of items.entries()) {
      const article = articles[index]!;
      await expect(article).toHaveAccessibleName(item.title);
      await expect(article).toHaveTextContent(`${item.outlet} · ${formatPublicationDate(item.date)}`);
      await expect(article.querySelector('time')).toHaveAttribute('dateTime', item.date);
      await expect(article).toHaveTextContent(item.summary);
    }
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(pressItemsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading press releases').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getAllByTestId('card-skeleton')).toHaveLength(3);
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(pressItemsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^Failed to load data\.$/);
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(pressItemsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/^No press releases yet\.$/);
  },
};

/** Hindi: the press releases of the Hindi sidecar with their dates in Hindi. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article', { name: 'Healvia ने अपने ऐप में मुफ़्त ब्लड प्रेशर ट्रैकर जोड़ा' });
    await expect(article).toHaveTextContent(`Healvia प्रेस रिलीज़ · ${formatPublicationDate('2026-07-21')}`);
    await expect(formatPublicationDate('2026-07-21')).toMatch(/^21 जुलाई 2026$/);
  },
};

export const InHindiError: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [catalogueFailure(pressItemsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('डेटा लोड नहीं हो सका।');
  },
};
