import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { tokens } from '@theme/tokens';
import { CardTitleLink, linkedCardClassName } from '@/design-system/card-link/card-title-link';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import type { SkincarePackage } from '@/features/catalogue/schemas/skincare-package';
import { skincarePackageImage } from '@/features/catalogue/components/derma-essentials/package-image';

/** The card's height in theme spacing units; the loading skeleton uses the same. */
export const SKINCARE_PACKAGE_CARD_HEIGHT = 42;

/** A Derma Essentials card: picture, title, price with the cut price struck and "X% Off"; opens the package. */
export function SkincarePackageCard({ item }: { item: SkincarePackage }) {
  const priceId = useId();
  return (
    <Card
      className={linkedCardClassName}
      sx={(theme) => ({ minHeight: theme.spacing(SKINCARE_PACKAGE_CARD_HEIGHT), display: 'flex', flexDirection: 'column' })}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2, bgcolor: tokens.surfaceMuted }}>
        <Box component="img" src={skincarePackageImage(item.title)} alt="" width={128} height={128} loading="lazy" />
      </Box>
      <Stack spacing={1.5} useFlexGap sx={{ p: 2.5, flex: 1 }}>
        <Typography component="h3" variant="h4" sx={{ minHeight: '2.7em' }}>
          <CardTitleLink to={`/package-details/${item.id}`} describedBy={priceId}>
            {item.title}
          </CardTitleLink>
        </Typography>
        <Box id={priceId}>
          <PriceTag price={item.price} mrp={item.cutPrice} discount={item.discount} />
        </Box>
        <Typography component="span" sx={{ mt: 'auto', color: tokens.brand, fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          View package
          <ArrowForwardIcon fontSize="small" aria-hidden />
        </Typography>
      </Stack>
    </Card>
  );
}
