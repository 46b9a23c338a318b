import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { landedOutline } from '@/design-system/fragment-target/landed-outline';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { skincareProductAnchorId } from '@/features/catalogue/model/item-anchors';
import type { SkincareProduct } from '@/features/catalogue/schemas/skincare-product';

/** Side of the product picture, in px (the SVGs are square). */
export const productImageSize = 128;

type SkincareProductCardProps = {
  /** The featured product. */
  product: SkincareProduct;
};

/** A featured product (its id lets a link land on it): picture, name, price with the struck MRP (`cutprice`) and the discount badge. */
export function SkincareProductCard({ product }: SkincareProductCardProps) {
  const nameId = useId();
  return (
    <Card
      component="article"
      id={skincareProductAnchorId(product.id)}
      tabIndex={-1}
      aria-labelledby={nameId}
      sx={(theme) => ({ display: 'flex', flexDirection: 'column', ...landedOutline(theme) })}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <Box component="img" src={product.img} alt="" width={productImageSize} height={productImageSize} loading="lazy" />
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={nameId} component="h3" variant="h4">
          {product.title}
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <PriceTag price={product.price} mrp={product.cutprice} discount={product.discount} />
        </Box>
      </CardContent>
    </Card>
  );
}
