import Container from '@mui/material/Container';
import { PageHeading } from '@/design-system/page/page-heading';
import { routeManifest } from '@/app/route-manifest';
import { FaqBlock } from '@/features/catalogue/components/faq/faq-block';

export function MedicinesPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{routeManifest.medicines.heading}</PageHeading>
      <FaqBlock category="medicines" />
    </Container>
  );
}
