import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardSkeletonGrid } from '@/design-system/data-state/card-skeleton-grid';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useBlogPosts } from '@/features/catalogue/api/get-blog-posts';
import { ListCard, listGridSx } from '@/features/catalogue/components/footer-content/components/list-card';
import { newestFirst, PublicationDate } from '@/features/catalogue/components/footer-content/components/publication-date';
import { footerContentMessages as m } from '@/features/catalogue/components/footer-content/footer-content-messages';

/** The blog's posts, newest first: date, title, summary and reading time. */
export function BlogPostList() {
  const response = useBlogPosts();
  const status = dataStateOf(response, {
    errorMessage: m.loadError,
    emptyMessage: m.noPosts,
    skeleton: <CardSkeletonGrid count={3} cardHeight={28} columns={{ xs: 1, sm: 2, lg: 3 }} />,
  });
  return (
    <DataState status={status} loadingLabel={m.loadingPosts}>
      <Box component="ul" sx={listGridSx}>
        {newestFirst(response.data ?? []).map((post) => (
          <li key={post.title}>
            <ListCard title={post.title} kicker={<PublicationDate date={post.date} />}>
              <Typography>{post.summary}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 'auto' }}>
                {m.minutesToRead(post.readingMinutes)}
              </Typography>
            </ListCard>
          </li>
        ))}
      </Box>
    </DataState>
  );
}
