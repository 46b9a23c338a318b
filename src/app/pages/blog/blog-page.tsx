import { PageHeading } from '@/design-system/page/page-heading';
import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { blogEntry } from '@/app/pages/blog/entry';
import { blogMessages } from '@/app/pages/blog/blog-messages';

/** Links and text only: prerendered HTML until a visitor touches it; its links navigate meanwhile. */
const BlogPostList = deferHydration(() => import('@/features/catalogue/components/footer-content/blog-post-list').then((module) => module.BlogPostList), 'interaction');

/** Blog: the latest posts, each with its date, summary and reading time. */
export function BlogPage() {
  return (
    <PageContainer>
      <PageHeading>{blogEntry.heading}</PageHeading>
      <PageIntro>{blogMessages.intro}</PageIntro>
      <Section title={blogMessages.latestPosts}>
        <BlogPostList />
      </Section>
    </PageContainer>
  );
}
