import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { radii } from '@theme/primitives';
import { CardSkeletonGrid } from '@/design-system/data-state/card-skeleton-grid';
import { CHECKUP_CARD_MIN_HEIGHT, checkupColumns } from '@/features/catalogue/components/checkup-packages/components/checkup-grid';

/** The filter's pills and a row of package cards. */
export function CheckupPackagesSkeleton() {
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        {/* Widths in spacing units of the data file's first pills ('All', 'Full Body', 'Diabetes' …). */}
        {[6, 12, 11, 9, 10, 17, 15].map((width, index) => (
          <Skeleton
            key={index}
            variant="rounded"
            sx={(theme) => ({ width: theme.spacing(width), height: theme.spacing(5), borderRadius: `${radii.pill}px` })}
          />
        ))}
      </Box>
      <CardSkeletonGrid count={3} cardHeight={CHECKUP_CARD_MIN_HEIGHT} columns={checkupColumns} />
    </Box>
  );
}
