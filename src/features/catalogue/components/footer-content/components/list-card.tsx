import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

type ListCardProps = {
  /** The card's heading (h3, under the page section's h2), which names the article. */
  title: string;
  /** A line above the heading, e.g. the date or the team. */
  kicker?: ReactNode;
  /** The rest of the card. */
  children?: ReactNode;
};

/** One blog post, open role or press item: an article named by its heading. */
export function ListCard({ title, kicker, children }: ListCardProps) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 3 }}>
        {kicker}
        <Typography id={titleId} component="h3" variant="h4">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The grid the cards sit in: one column on phones, up to three on wide screens. */
export const listGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
