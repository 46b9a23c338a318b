import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { tokens } from '@theme/tokens';
import { typeScale } from '@theme/primitives';
import { formatInr } from '@/lib/format';
import { discountBadgeText, showsMrp } from '@/design-system/price-tag/price-tag-text';

export type PriceTagProps = {
  /** The price paid, in rupees. */
  price: number;
  /** The MRP or original price, in rupees; struck through only when above the price. */
  mrp?: number;
  /** Discount as a percentage (30) or as text ("25% Off"); the badge shows only when above 0. */
  discount?: number | string;
  /** Size of the price text. */
  size?: 'medium' | 'large';
};

/** "₹1,399 ₹1,999 30% Off": price, struck MRP when higher, and a discount badge, each with spoken context. */
export function PriceTag({ price, mrp, discount, size = 'medium' }: PriceTagProps) {
  const badge = discountBadgeText(discount);
  const priceSize = size === 'large' ? typeScale.h3.fontSize : typeScale.h4.fontSize;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.5 }}>
      <Box component="span" sx={{ fontSize: priceSize, fontWeight: 700, color: tokens.text }}>
        <Box component="span" sx={visuallyHidden}>
          Price{' '}
        </Box>
        {formatInr(price)}
      </Box>{' '}
      {showsMrp(price, mrp) && (
        <Box component="s" sx={{ color: tokens.textMuted, fontSize: typeScale.body2.fontSize }}>
          <Box component="span" sx={visuallyHidden}>
            Original price{' '}
          </Box>
          {formatInr(mrp)}
        </Box>
      )}{' '}
      {badge && (
        <Box
          component="span"
          sx={{
            alignSelf: 'center',
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: tokens.accentSoft,
            color: tokens.accent,
            fontSize: typeScale.caption.fontSize,
            fontWeight: 700,
          }}
        >
          {badge}
        </Box>
      )}
    </Box>
  );
}
