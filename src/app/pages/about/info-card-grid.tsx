import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

type InfoCardGridProps = {
  /** Cards with a short title and a sentence or two. */
  items: ReadonlyArray<{ title: string; text: string }>;
  /** Heading level of each card's title, one below the section's. */
  headingLevel?: 'h3' | 'h4';
};

/** A responsive grid of text cards, one to four per row. */
export function InfoCardGrid({ items, headingLevel = 'h3' }: InfoCardGridProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))' }}>
      {items.map((item) => (
        <Card key={item.title} component="li" sx={{ p: 3 }}>
          <Typography component={headingLevel} variant="h4" sx={{ mb: 1 }}>
            {item.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{item.text}</Typography>
        </Card>
      ))}
    </Box>
  );
}
