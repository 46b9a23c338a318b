import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { typeScale } from '@theme/primitives';
import { CATALOGUE_SKELETON_COUNT } from '@/lib/constants';
import { BADGE_ROW_HEIGHT, NAME_LINES } from '@/features/catalogue/components/product-catalogue/components/product-card';
import grid from '@/features/catalogue/components/product-catalogue/components/product-grid.module.css';

/** Like a product card, line for line, so the loaded grid takes the same space. */
function ProductCardSkeleton() {
  return (
    <Card component="li" data-testid="card-skeleton" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, p: 2.5 }}>
        <Box sx={(theme) => ({ display: { xs: 'none', sm: 'block' }, minHeight: theme.spacing(BADGE_ROW_HEIGHT) })} />
        <Typography variant="h4">
          {Array.from({ length: NAME_LINES }, (_, line) => (
            <Skeleton key={line} width={line === 0 ? '90%' : '55%'} sx={line > 0 ? { display: { xs: 'none', sm: 'block' } } : undefined} />
          ))}
        </Typography>
        <Typography variant="body2">
          <Skeleton width="60%" />
        </Typography>
        <Typography sx={{ fontSize: typeScale.h4.fontSize, pt: 1 }}>
          <Skeleton width="65%" />
        </Typography>
      </CardContent>
      <Box sx={{ px: 2.5, pb: 2.5 }}>
        <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(5.5) })} />
      </Box>
    </Card>
  );
}

/** The catalogue while its file loads: eight placeholder cards in the grid's columns (spec §9). */
export function ProductCatalogueSkeleton() {
  return (
    <ul className={grid.grid}>
      {Array.from({ length: CATALOGUE_SKELETON_COUNT }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </ul>
  );
}
