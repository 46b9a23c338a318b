import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { typeScale } from '@theme/primitives';
import { TESTS_SHOWN_FIRST } from '@/features/catalogue/components/health-check-detail/components/included-tests';

/** Title, booking line, price card and the first tests as placeholders. */
export function HealthCheckDetailSkeleton() {
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Skeleton variant="text" sx={{ fontSize: typeScale.h1.fontSize, width: '60%' }} />
        <Skeleton variant="text" sx={{ width: '35%' }} />
        <Skeleton variant="text" sx={{ width: '25%' }} />
      </Stack>
      <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(18), maxWidth: theme.spacing(40) })} />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {Array.from({ length: TESTS_SHOWN_FIRST }, (_, index) => (
          <Skeleton key={index} variant="rounded" sx={(theme) => ({ height: theme.spacing(7) })} />
        ))}
      </Box>
    </Stack>
  );
}
