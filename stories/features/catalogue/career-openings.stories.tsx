import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { careerOpeningsPath } from '@/features/catalogue/api/get-career-openings';
import { CareerOpenings } from '@/features/catalogue/components/footer-content/career-openings';

const meta = {
  title: 'Features/Catalogue/Career Openings',
  component: CareerOpenings,
} satisfies Meta<typeof CareerOpenings>;

export default meta;
type Story = StoryObj<typeof meta>;

const roles = catalogueFixture(careerOpeningsPath);

/** Each open role as an article named by its title, with its team, location and type. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const articles = await within(canvasElement).findAllByRole('article');
    await expect(articles).toHaveLength(roles.length);
    for (const [index, role] of roles.entries()) {
      const article = articles[index]!;
      await expect(article).toHaveAccessibleName(role.title);
      await expect(within(article).getByRole('heading', { level: 3, name: role.title })).toBeVisible();
      for (const text of [role.team, role.location, role.type]) await expect(article).toHaveTextContent(text);
    }
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(careerOpeningsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading open roles').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getAllByTestId('card-skeleton')).toHaveLength(3);
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(careerOpeningsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^Failed to load data\.$/);
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(careerOpeningsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/^No open roles right now\.$/);
  },
};

/** Hindi: each role keeps its title, team and place as posted; its employment type reads in Hindi. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const role = roles[0]!;
    const article = await within(canvasElement).findByRole('article', { name: role.title });
    await expect(article).toHaveTextContent(role.location);
    await expect(within(article).getByText('फ़ुल-टाइम')).toBeVisible();
  },
};

export const InHindiEmpty: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [catalogueEmpty(careerOpeningsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('अभी कोई पद खाली नहीं है।');
  },
};
