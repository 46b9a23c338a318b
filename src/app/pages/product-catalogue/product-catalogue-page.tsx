import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { medicinesRoute } from '@/app/pages/medicines/route';
import { productCatalogueEntries } from '@/app/pages/product-catalogue/entries';
import type { ProductCategory } from '@/features/catalogue/model/product-categories';
import { ProductCatalogue } from '@/features/catalogue/components/product-catalogue/product-catalogue';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

/** The screen shared by the eight catalogue routes: the category's products, each with a Request Callback. */
export function ProductCataloguePage({ category }: { category: ProductCategory }) {
  const entry = productCatalogueEntries[category];
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 }, pb: { xs: 4, md: 6 } }}>
      <PageHeading>{entry.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, maxWidth: '60ch' }}>
        {entry.description} Request a callback and our pharmacy team will help you order.
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5, maxWidth: '60ch' }}>
        Items marked Prescription Required are dispensed only against a valid prescription.{' '}
        <Link component={RouterLink} to={medicinesRoute.path}>
          See all medicine categories
        </Link>
      </Typography>
      <Box sx={{ mt: { xs: 3, md: 4 } }}>
        <ProductCatalogue category={category} renderAction={() => <RequestCallbackButton fullWidth />} />
      </Box>
    </Container>
  );
}

export const SexualWellnessPage = () => <ProductCataloguePage category="sexual-wellness" />;
export const PainReliefPage = () => <ProductCataloguePage category="pain-relief" />;
export const AyurvedaPage = () => <ProductCataloguePage category="ayurveda" />;
export const DevicesPage = () => <ProductCataloguePage category="devices" />;
export const BabyCarePage = () => <ProductCataloguePage category="baby-care" />;
export const SkinHaircarePage = () => <ProductCataloguePage category="skin-haircare" />;
export const WomenWellnessPage = () => <ProductCataloguePage category="women-wellness" />;
export const VitaminsSupplementsPage = () => <ProductCataloguePage category="vitamins-supplements" />;
