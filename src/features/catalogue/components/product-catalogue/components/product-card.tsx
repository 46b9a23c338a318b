import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { tokens } from '@theme/tokens';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import type { Product } from '@/features/catalogue/schemas/product';
import { productAnchorId } from '@/features/catalogue/model/product-anchor';

/** Height of the badge row in theme spacing units, kept even without a badge so cards side by side align (from 2 columns up). */
export const BADGE_ROW_HEIGHT = 3.5;
/** Lines kept for a product name from 2 columns up, so cards in a row align (and the skeleton matches). */
export const NAME_LINES = 2;

/** The Prescription Required badge: an icon and text, never colour alone. */
function PrescriptionBadge() {
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        borderRadius: 1,
        bgcolor: tokens.brandSoft,
        color: tokens.brandStrong,
        fontSize: '0.875rem',
        fontWeight: 700,
      }}
    >
      <ReceiptLongOutlinedIcon aria-hidden sx={{ fontSize: '1rem' }} />
      Prescription Required
    </Box>
  );
}

type ProductCardProps = {
  /** The product. */
  product: Product;
  /** What the card offers at its foot, e.g. a Request Callback button. */
  action?: ReactNode;
};

/** A catalogue product (its id lets a link land on it): prescription badge when needed, name, pack (strip name), price with the struck MRP and the discount. */
export function ProductCard({ product, action }: ProductCardProps) {
  const nameId = useId();
  return (
    <Card
      component="li"
      id={productAnchorId(product.id)}
      tabIndex={-1}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        scrollMarginTop: theme.spacing(12),
        '&:target, &:focus-visible': { outline: `2px solid ${tokens.brand}`, outlineOffset: theme.spacing(0.5) },
      })}
    >
      <CardContent component="article" aria-labelledby={nameId} sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, p: 2.5 }}>
        {product.prescriptionRequired ? (
          <Box sx={(theme) => ({ minHeight: theme.spacing(BADGE_ROW_HEIGHT), display: 'flex', alignItems: 'center' })}>
            <PrescriptionBadge />
          </Box>
        ) : (
          <Box sx={(theme) => ({ display: { xs: 'none', sm: 'block' }, minHeight: theme.spacing(BADGE_ROW_HEIGHT) })} />
        )}
        <Typography id={nameId} component="h2" variant="h4" sx={{ minHeight: { sm: `${NAME_LINES}lh` } }}>
          {product.name}
        </Typography>
        <Typography variant="body2" sx={{ color: tokens.textMuted }}>
          {product.stripName}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <PriceTag price={product.price} mrp={product.mrp} discount={product.discount} />
        </Box>
      </CardContent>
      {action && <CardActions sx={{ px: 2.5, pb: 2.5, pt: 0 }}>{action}</CardActions>}
    </Card>
  );
}
