import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import { tokens } from '@theme/tokens';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { siteConfig } from '@/lib/site-config';
import { homeRoute } from '@/app/pages/home/route';
import { toolsTrackersEntry as toolsTrackers } from '@/app/pages/tools-trackers/entry';
import { toolsTrackersRoute } from '@/app/pages/tools-trackers/route';
import { bloodPressureMonitorEntry as bloodPressureMonitor } from '@/app/pages/blood-pressure-monitor/entry';
import { BpDownloadPrompt } from '@/app/pages/blood-pressure-monitor/bp-download-prompt';

// Text only: prerendered HTML until a visitor touches it.
const BpTrustBadges = deferHydration(() => import('@/app/pages/blood-pressure-monitor/bp-trust-badges').then((module) => module.BpTrustBadges), 'interaction');
const BpSteps = deferHydration(() => import('@/app/pages/blood-pressure-monitor/bp-steps').then((module) => module.BpSteps), 'interaction');

/** Blood pressure monitor: what it is, a download prompt, the four trust badges and how to start. */
export function BloodPressureMonitorPage() {
  const downloadTitleId = useId();
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: { xs: 2, md: 3 } }}>
        <Link component={RouterLink} to={homeRoute.path}>
          Home
        </Link>
        <Link component={RouterLink} to={toolsTrackersRoute.path}>
          {toolsTrackers.heading}
        </Link>
        <Typography aria-current="page" sx={{ color: 'text.secondary' }}>
          {bloodPressureMonitor.heading}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' } }}>
        <div>
          <PageHeading>{bloodPressureMonitor.heading}</PageHeading>
          <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, mb: 3, maxWidth: '52ch' }}>
            Check your blood pressure and keep a log of every reading with the {siteConfig.brandName} app on your phone.
          </Typography>
          <BpDownloadPrompt titleId={downloadTitleId} />
        </div>
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'grid' },
            placeItems: 'center',
            justifySelf: 'center',
            width: '16rem',
            height: '16rem',
            borderRadius: '50%',
            bgcolor: tokens.brandSoft,
            color: tokens.brand,
          }}
        >
          <MonitorHeartOutlinedIcon sx={{ fontSize: '8rem' }} />
        </Box>
      </Box>
      <Section title="Why people use it">
        <BpTrustBadges />
      </Section>
      <Section title="How to get started">
        <BpSteps />
      </Section>
    </Container>
  );
}
