import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { catalogueEmpty, catalogueFailure, catalogueLoading, catalogueWith } from '@mocks/handlers/catalogue';
import { catalogueFixture } from '@mocks/fixtures/catalogue';
import { blogPostsPath } from '@/features/catalogue/api/get-blog-posts';
import { BlogPostList } from '@/features/catalogue/components/footer-content/blog-post-list';
import { formatPublicationDate } from '@/features/catalogue/components/footer-content/components/publication-date';

const meta = {
  title: 'Features/Catalogue/Blog Post List',
  component: BlogPostList,
} satisfies Meta<typeof BlogPostList>;

export default meta;
type Story = StoryObj<typeof meta>;

const posts = catalogueFixture(blogPostsPath);
const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));

/** Each post as an article: date (a <time>), title, summary and reading time, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const articles = await within(canvasElement).findAllByRole('article');
    await expect(articles).toHaveLength(posts.length);
    for (const [index, post] of newestFirst.entries()) {
      const article = articles[index]!;
      await expect(article).toHaveAccessibleName(post.title);
      await expect(article.querySelector('time')).toHaveAttribute('dateTime', post.date);
      await expect(article).toHaveTextContent(formatPublicationDate(post.date));
      await expect(article).toHaveTextContent(post.summary);
      await expect(article).toHaveTextContent(`${post.readingMinutes} min read`);
    }
  },
};

/** Posts stored out of order still list newest first. */
export const NewestFirst: Story = {
  parameters: { msw: [catalogueWith(blogPostsPath, [...posts].reverse())] },
  play: async ({ canvasElement }) => {
    const headings = await within(canvasElement).findAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(newestFirst.map((post) => post.title));
  },
};

export const Loading: Story = {
  parameters: { msw: [catalogueLoading(blogPostsPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading posts').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getAllByTestId('card-skeleton')).toHaveLength(3);
  },
};

export const Error: Story = {
  parameters: { msw: [catalogueFailure(blogPostsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^Failed to load data\.$/);
  },
};

export const Empty: Story = {
  parameters: { msw: [catalogueEmpty(blogPostsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/^No posts available\.$/);
  },
};

/** Hindi: the posts of the Hindi sidecar, their dates in Hindi and the reading time. */
export const InHindi: Story = {
  ...Default,
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article', { name: 'ब्लड टेस्ट से पहले खाली पेट रहना: ज़रूरी बातें' });
    await expect(article).toHaveTextContent('पढ़ने में 4 मिनट');
    await expect(article).toHaveTextContent(formatPublicationDate('2026-10-28'));
    await expect(formatPublicationDate('2026-10-28')).toMatch(/^28 अक्[टत]ूबर 2026$/);
  },
};

export const InHindiEmpty: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [catalogueEmpty(blogPostsPath)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('अभी कोई पोस्ट उपलब्ध नहीं है।');
  },
};
