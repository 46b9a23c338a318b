import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { typeScale } from '@theme/primitives';
import { PACKAGE_IMAGE_SIZE } from '@/features/catalogue/components/package-detail/components/package-detail-content';

/** The package's picture, name, stars, price and button as placeholders. */
export function PackageDetailSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' } }}>
      <Skeleton variant="rounded" sx={(theme) => ({ width: { xs: '100%', md: theme.spacing(PACKAGE_IMAGE_SIZE + 6) }, height: theme.spacing(PACKAGE_IMAGE_SIZE + 6) })} />
      <Stack spacing={2}>
        <Skeleton variant="text" sx={{ fontSize: typeScale.h1.fontSize, width: '70%' }} />
        <Skeleton variant="text" sx={{ width: '40%' }} />
        <Skeleton variant="text" sx={{ fontSize: typeScale.h3.fontSize, width: '50%' }} />
        <Skeleton variant="rounded" sx={(theme) => ({ width: theme.spacing(22), height: theme.spacing(5) })} />
      </Stack>
    </Box>
  );
}
