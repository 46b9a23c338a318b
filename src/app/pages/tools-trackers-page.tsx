import Container from '@mui/material/Container';
import { PageHeading } from '@/design-system/page/page-heading';
import { routeManifest } from '@/app/route-manifest';

export function ToolsTrackersPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{routeManifest.toolsTrackers.heading}</PageHeading>
    </Container>
  );
}
