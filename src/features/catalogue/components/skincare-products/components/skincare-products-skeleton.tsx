import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { typeScale } from '@theme/primitives';
import { productImageSize } from '@/features/catalogue/components/skincare-products/components/skincare-product-card';

/** Like a product card, line for line, so the loaded carousel takes the same height. */
function ProductCardSkeleton() {
  return (
    <Card sx={{ height: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <Skeleton variant="rounded" width={productImageSize} height={productImageSize} />
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h4">
          <Skeleton width="90%" />
          <Skeleton width="55%" />
        </Typography>
        <Typography sx={{ fontSize: typeScale.h4.fontSize }}>
          <Skeleton width="60%" />
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The carousel while its file loads: the arrows' row, then 1 / 2 / 3 cards by breakpoint, then the slider's row. */
export function SkincareProductsSkeleton() {
  return (
    <Box>
      <Box sx={(theme) => ({ height: theme.spacing(5.5), mb: 1 })} />
      <Box sx={{ display: 'flex', py: 1 }}>
        {[0, 1, 2].map((slot) => (
          <Box
            key={slot}
            sx={{ flex: { xs: '0 0 100%', md: '0 0 50%', lg: `0 0 ${100 / 3}%` }, px: 1, display: { xs: slot < 1 ? 'block' : 'none', md: slot < 2 ? 'block' : 'none', lg: 'block' } }}
          >
            <ProductCardSkeleton />
          </Box>
        ))}
      </Box>
      <Box sx={(theme) => ({ display: { xs: 'none', lg: 'block' }, height: theme.spacing(3.75), mt: 1 })} />
    </Box>
  );
}
