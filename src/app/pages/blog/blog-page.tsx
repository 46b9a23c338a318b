import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { siteConfig } from '@/lib/site-config';
import { blogEntry } from '@/app/pages/blog/entry';

/** Links and text only: prerendered HTML until a visitor touches it; its links navigate meanwhile. */
const BlogPostList = deferHydration(() => import('@/features/catalogue/components/footer-content/blog-post-list').then((module) => module.BlogPostList), 'interaction');

/** Blog: the latest posts, each with its date, summary and reading time. */
export function BlogPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{blogEntry.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, maxWidth: '60ch' }}>
        Practical notes from the {siteConfig.brandName} care team on tests, consultations and everyday health. General information, not a
        substitute for your doctor’s advice.
      </Typography>
      <Section title="Latest posts">
        <BlogPostList />
      </Section>
    </Container>
  );
}
