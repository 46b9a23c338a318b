import Box from '@mui/material/Box';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
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
  return <CarouselSkeleton card={<ProductCardSkeleton />} />;
}
