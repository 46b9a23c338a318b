import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { PageHeading } from '@/design-system/page/page-heading';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { RatingStars } from '@/design-system/rating-stars/rating-stars';
import { Section } from '@/design-system/section/section';
import type { PackageDetail } from '@/features/catalogue/schemas/package-detail';
import { BulletList } from '@/features/catalogue/components/detail-screen/bullet-list';

/** The package image's side in theme spacing units; the skeleton reserves the same. */
export const PACKAGE_IMAGE_SIZE = 40;

type PackageDetailContentProps = {
  item: PackageDetail;
  /** Shown under the price, e.g. a Request Callback button. */
  action?: ReactNode;
};

export function PackageDetailContent({ item, action }: PackageDetailContentProps) {
  const [image] = item.images;
  return (
    <Box sx={{ pt: { xs: 4, md: 6 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3, borderRadius: 2, bgcolor: tokens.surfaceMuted }}>
          <Box
            component="img"
            src={image}
            alt=""
            width={320}
            height={320}
            sx={(theme) => ({ width: '100%', maxWidth: theme.spacing(PACKAGE_IMAGE_SIZE), height: 'auto' })}
          />
        </Box>
        <Stack spacing={2} useFlexGap sx={{ alignItems: 'flex-start' }}>
          <PageHeading>{item.name}</PageHeading>
          <RatingStars rating={item.rating} reviewCount={item.reviews} />
          <PriceTag price={item.price} mrp={item.mrp} discount={item.discount} size="large" />
          {action}
        </Stack>
      </Box>
      <Section title="Highlights">
        <BulletList items={item.highlights} />
      </Section>
      <Section title="Product details">
        <Typography sx={{ maxWidth: '75ch' }}>{item.productDetails.description}</Typography>
      </Section>
    </Box>
  );
}
