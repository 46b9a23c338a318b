import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';

type ProfileListProps = {
  /** The list's heading, e.g. "Education". */
  title: string;
  /** Its items, shown as a bulleted list. */
  items: readonly string[];
};

/** One titled list of a doctor profile: education, experience, expertise or why choose (no landmark: every profile repeats these titles). */
export function ProfileList({ title, items }: ProfileListProps) {
  return (
    <div>
      <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, '& li::marker': { color: tokens.brand } }}>
        {items.map((item) => (
          <Typography key={item} component="li">
            {item}
          </Typography>
        ))}
      </Box>
    </div>
  );
}
