import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueFailure } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { siteConfig } from '@/lib/site-config';
import { routeManifest } from '@/app/route-manifest';
import { BlogPage } from '@/app/pages/blog/blog-page';
import { CareersPage } from '@/app/pages/careers/careers-page';
import { PressPage } from '@/app/pages/press/press-page';
import { blogPostsPath } from '@/features/catalogue/api/get-blog-posts';
import { careerOpeningsPath } from '@/features/catalogue/api/get-career-openings';
import { pressItemsPath } from '@/features/catalogue/api/get-press-items';

const meta = {
  title: 'Pages/Blog, Careers and Press',
  component: BlogPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blog: Story = {
  parameters: { route: { path: routeManifest.blog.path } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.blog.heading })).toBeVisible();
    const section = within(canvas.getByRole('region', { name: 'Latest posts' }));
    await expect(await section.findAllByRole('article')).toHaveLength(catalogueFixture(blogPostsPath).length);
  },
};

export const Careers: Story = {
  render: () => <CareersPage />,
  parameters: { route: { path: routeManifest.careers.path } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.careers.heading })).toBeVisible();
    const section = within(canvas.getByRole('region', { name: 'Open roles' }));
    await expect(await section.findAllByRole('article')).toHaveLength(catalogueFixture(careerOpeningsPath).length);
    const apply = within(canvas.getByRole('region', { name: 'How to apply' }));
    await expect(apply.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
  },
};

export const Press: Story = {
  render: () => <PressPage />,
  parameters: { route: { path: routeManifest.press.path } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: routeManifest.press.heading })).toBeVisible();
    const section = within(canvas.getByRole('region', { name: 'Announcements' }));
    await expect(await section.findAllByRole('article')).toHaveLength(catalogueFixture(pressItemsPath).length);
    await expect(canvas.getByRole('region', { name: 'Media enquiries' })).toHaveTextContent(siteConfig.phone.display);
  },
};

/** A failed file shows the generic load message inside its section; the rest of the page stays. */
export const CareersError: Story = {
  render: () => <CareersPage />,
  parameters: { route: { path: routeManifest.careers.path }, msw: [catalogueFailure(careerOpeningsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Open roles' }));
    await expect(await section.findByRole('alert')).toHaveTextContent('Failed to load data.');
    await expect(canvas.getByRole('region', { name: 'How to apply' })).toBeVisible();
  },
};

export const BlogInHindi: Story = {
  ...Blog,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ब्लॉग' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'नए लेख' })).toBeVisible();
  },
};

export const CareersInHindi: Story = {
  ...Careers,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'करियर' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'खाली पद' })).toBeVisible();
    const apply = within(canvas.getByRole('region', { name: 'आवेदन कैसे करें' }));
    await expect(apply.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
  },
};

export const PressInHindi: Story = {
  ...Press,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'प्रेस' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'घोषणाएँ' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'मीडिया से जुड़े सवाल' })).toHaveTextContent(`${siteConfig.phone.display} पर कॉल कर सकते हैं।`);
  },
};
