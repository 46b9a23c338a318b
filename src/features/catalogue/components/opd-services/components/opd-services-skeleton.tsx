import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { opdPanelMinHeight, opdTabRowHeight } from '@/features/catalogue/components/opd-services/components/opd-panel-size';

/** A tab row and a panel the size of the loaded ones. */
export function OpdServicesSkeleton() {
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={(theme) => ({ height: theme.spacing(opdTabRowHeight), alignItems: 'center', overflow: 'hidden', borderBottom: 1, borderColor: 'divider' })}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="text" sx={(theme) => ({ flex: '0 0 auto', width: theme.spacing(18) })} />
        ))}
      </Stack>
      <Skeleton
        variant="rounded"
        sx={(theme) => ({ mt: 3, height: { xs: theme.spacing(opdPanelMinHeight.xs), sm: theme.spacing(opdPanelMinHeight.sm) } })}
      />
    </Box>
  );
}
