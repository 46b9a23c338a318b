import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { routeManifest } from '@/app/route-manifest';
import { ToolCard } from '@/app/pages/tools-trackers/tool-card';
import { tools } from '@/app/pages/tools-trackers/tools';

/** Tools & trackers: the blood pressure monitor and the symptom self-check, one card each. */
export function ToolsTrackersPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{routeManifest.toolsTrackers.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, mb: { xs: 4, md: 6 }, maxWidth: '60ch' }}>
        {routeManifest.toolsTrackers.description}
      </Typography>
      <Box
        component="ul"
        aria-label="Tools"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {tools.map((tool) => (
          <ToolCard key={tool.key} tool={tool} />
        ))}
      </Box>
    </Container>
  );
}
