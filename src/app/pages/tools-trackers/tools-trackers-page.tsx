import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { toolsTrackersEntry } from '@/app/pages/tools-trackers/entry';

/** Cards that are links only: prerendered HTML until a visitor touches them; their links navigate meanwhile. */
const ToolList = deferHydration(() => import('@/app/pages/tools-trackers/tool-list').then((module) => module.ToolList), 'interaction');

/** Tools & trackers: the blood pressure monitor and the symptom self-check, one card each. */
export function ToolsTrackersPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{toolsTrackersEntry.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, mb: { xs: 4, md: 6 }, maxWidth: '60ch' }}>
        {toolsTrackersEntry.description}
      </Typography>
      <ToolList />
    </Container>
  );
}
