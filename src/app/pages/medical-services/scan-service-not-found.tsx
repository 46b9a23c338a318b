import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { scansRoute } from '@/app/pages/scans/route';
import { scanServiceKindById } from '@/features/catalogue/model/scan-service-kinds';
import { scanServiceTitles } from '@/features/catalogue/components/scan-services/scan-service-titles';

const knownScans = Object.entries(scanServiceKindById).map(([id, kind]) => ({ id, title: scanServiceTitles[kind] }));

/** An id other than 1 to 4: says so, and offers the scans page and the four scan grids instead. */
export function ScanServiceNotFound({ id }: { id: string }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeading>Scan service not found</PageHeading>
      <Typography sx={{ mt: 2 }}>
        We could not find scan services with the id &lsquo;{id}&rsquo;. Choose a scan below or see every scan we offer.
      </Typography>
      <Box component="ul" aria-label="Scans" sx={{ mt: 2, pl: 3, display: 'grid', gap: 1 }}>
        {knownScans.map((scan) => (
          <li key={scan.id}>
            <Link component={RouterLink} to={`/medical-services/${scan.id}`}>
              {scan.title}
            </Link>
          </li>
        ))}
      </Box>
      <Button component={RouterLink} to={scansRoute.path} variant="contained" sx={{ mt: 3 }}>
        See all scans
      </Button>
    </Container>
  );
}
