import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { radii } from '@theme/primitives';
import { opdPanelHeight, opdTabHeight } from '@/features/catalogue/components/opd-services/components/opd-panel-size';

/** A row of category pills and a panel the size of the loaded ones. */
export function OpdServicesSkeleton() {
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {/* The widths (in spacing units) of the data file's six category pills. */}
        {[23.5, 26.5, 21.25, 18, 27.75, 19.5].map((width, index) => (
          <Skeleton
            key={index}
            variant="rounded"
            sx={(theme) => ({ width: theme.spacing(width), height: theme.spacing(opdTabHeight), borderRadius: `${radii.pill}px` })}
          />
        ))}
      </Box>
      <Skeleton
        variant="rounded"
        sx={(theme) => ({
          mt: 3,
          height: opdPanelHeight(theme),
        })}
      />
    </Box>
  );
}
