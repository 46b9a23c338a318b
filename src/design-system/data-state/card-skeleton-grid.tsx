import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { CATALOGUE_SKELETON_COUNT } from '@/lib/constants';

export type CardSkeletonGridProps = {
  /** How many placeholder cards; the catalogue uses 8. */
  count?: number;
  /** Fixed card height in theme spacing units, matching the real card so nothing shifts. */
  cardHeight?: number;
  /** Cards per row by breakpoint, matching the real grid; defaults to 1 / 2 / 3 / 4 from xs to lg. */
  columns?: { xs?: number; sm?: number; md?: number; lg?: number };
};

const defaultColumns = { xs: 1, sm: 2, md: 3, lg: 4 };

/** A grid of placeholder cards for a loading list; pass it as the DataState skeleton. */
export function CardSkeletonGrid({ count = CATALOGUE_SKELETON_COUNT, cardHeight = 40, columns = defaultColumns }: CardSkeletonGridProps) {
  const templateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, n]) => [breakpoint, `repeat(${n}, minmax(0, 1fr))`]),
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: templateColumns }} data-testid="card-skeleton-grid">
      {Array.from({ length: count }, (_, index) => (
        <Box
          key={index}
          data-testid="card-skeleton"
          sx={(theme) => ({
            height: theme.spacing(cardHeight),
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          })}
        >
          <Skeleton variant="rounded" sx={{ flex: 1 }} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(5.5) })} />
        </Box>
      ))}
    </Box>
  );
}
