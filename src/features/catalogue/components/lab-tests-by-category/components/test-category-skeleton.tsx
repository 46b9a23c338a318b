import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { CardSkeletonGrid } from '@/design-system/data-state/card-skeleton-grid';

/** About the height of a test card with its button, in theme spacing units. */
const TEST_CARD_HEIGHT = 22;

/** A tab strip and two rows of test cards. */
export function TestCategorySkeleton() {
  return (
    <Box>
      <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(6), maxWidth: theme.spacing(80) })} />
      <Box sx={{ pt: 3 }}>
        <CardSkeletonGrid count={6} cardHeight={TEST_CARD_HEIGHT} columns={{ xs: 1, sm: 2, md: 3 }} />
      </Box>
    </Box>
  );
}
