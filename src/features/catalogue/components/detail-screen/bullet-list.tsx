import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A bulleted list of short texts at a readable line length. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, maxWidth: '75ch' }}>
      {items.map((item) => (
        <Typography component="li" key={item} sx={{ mb: 1 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}
