import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { tokens } from '@theme/tokens';
import { typeScale } from '@theme/primitives';
import { productCategories, type ProductCategory } from '@/features/catalogue/model/product-categories';
import type { MedicineOffer } from '@/features/catalogue/schemas/medicine-offer';

/** Side of the category picture, in px. */
export const offerImageSize = 88;

/** Two lines are kept for the title, so every offer card (and its skeleton) has the same height. */
export const titleHeight = `${2 * typeScale.h4.lineHeight}em`;

/** The catalogue category an offer's link opens, when it is one (its picture then illustrates the offer). */
function categoryOfLink(link: string): ProductCategory | undefined {
  return productCategories.find((category) => link === `/${category}`);
}

type MedicineOfferCardProps = {
  /** The offer; the whole card links to its `link`. */
  offer: MedicineOffer;
};

/** An offer: its title, the discount as a badge and "Shop now", the whole card one link to the offer's page. */
export function MedicineOfferCard({ offer }: MedicineOfferCardProps) {
  const category = categoryOfLink(offer.link);
  return (
    <Card sx={{ bgcolor: tokens.brandSoft }}>
      <CardActionArea component={RouterLink} to={offer.link} sx={{ height: 1, p: 3, display: 'flex', alignItems: 'stretch', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
          <Typography component="h3" variant="h4" sx={{ minHeight: titleHeight }}>
            {offer.title}
          </Typography>
          <Box component="span" sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: tokens.accentSoft, color: tokens.accent, fontWeight: 700 }}>
            {offer.discount}
          </Box>
          <Stack component="span" direction="row" spacing={0.5} sx={{ mt: 'auto', alignItems: 'center', color: tokens.brand, fontWeight: 650 }}>
            <span>Shop now</span>
            <ArrowForwardIcon aria-hidden fontSize="small" />
          </Stack>
        </Box>
        {category && (
          <Box
            component="img"
            src={`/images/catalogue/${category}.svg`}
            alt=""
            width={offerImageSize}
            height={offerImageSize}
            loading="lazy"
            sx={{ flexShrink: 0, alignSelf: 'center' }}
          />
        )}
      </CardActionArea>
    </Card>
  );
}
