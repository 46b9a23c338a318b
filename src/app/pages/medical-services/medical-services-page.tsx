import { Link as RouterLink, useParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { scansRoute } from '@/app/pages/scans/route';
import { ScanServiceNotFound } from '@/app/pages/medical-services/scan-service-not-found';
import { scanServiceKindFromId } from '@/features/catalogue/api/get-scan-services';
import { ScanServices } from '@/features/catalogue/components/scan-services/scan-services';
import { scanServiceTitles } from '@/features/catalogue/components/scan-services/scan-service-titles';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

/** /medical-services/{id}: the services of one scan (1 MRI, 2 CT, 3 ultrasound, 4 X-ray), or a not-found state for any other id. */
export function MedicalServicesPage() {
  const { id } = useParams();
  const kind = scanServiceKindFromId(id);
  if (kind === undefined) return <ScanServiceNotFound id={id ?? ''} />;
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 }, pb: { xs: 4, md: 6 } }}>
      <PageHeading>{scanServiceTitles[kind]}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, mb: { xs: 3, md: 4 }, maxWidth: '60ch' }}>
        Prices at our partner diagnostic centres. Request a callback and we will book a slot near you.{' '}
        <Link component={RouterLink} to={scansRoute.path}>
          All scans and X-rays
        </Link>
      </Typography>
      <ScanServices kind={kind} renderAction={() => <RequestCallbackButton fullWidth />} />
    </Container>
  );
}
