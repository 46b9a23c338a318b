import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { tokens } from '@theme/tokens';
import { PageHeading } from '@/design-system/page/page-heading';
import { routeManifest } from '@/app/route-manifest';

const claims = [
  { icon: <VerifiedOutlinedIcon />, text: 'Accredited labs' },
  { icon: <GroupsOutlinedIcon />, text: '5L+ trusted users' },
  { icon: <ScheduleOutlinedIcon />, text: 'Smart reports in 12 hrs' },
  { icon: <LocalOfferOutlinedIcon />, text: 'Flat 60% off on health checks' },
];

type HomeHeroProps = {
  /** The hero's call to action, e.g. the Book Appointment button. */
  action?: ReactNode;
};

/** Home's opening block: the promise, the marketing claims of spec §1, and the main call to action. */
export function HomeHero({ action }: HomeHeroProps) {
  return (
    <Box sx={{ bgcolor: tokens.brandSoft, py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 4, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' } }}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <PageHeading variant="h1" sx={{ fontSize: { xs: '2.125rem', md: '2.75rem' } }}>
            {routeManifest.home.heading}
          </PageHeading>
          <Typography sx={{ fontSize: '1.125rem', maxWidth: '52ch', color: 'text.secondary' }}>
            Consult a doctor, book lab tests and scans with home sample collection, and get your reports on your phone —
            from a provider trusted across India.
          </Typography>
          {action}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {claims.map((claim) => (
              <Stack key={claim.text} component="li" direction="row" spacing={1.25} sx={{ alignItems: 'center', color: tokens.brand }}>
                <Box aria-hidden sx={{ display: 'flex' }}>
                  {claim.icon}
                </Box>
                <Typography sx={{ fontWeight: 650, color: 'text.primary' }}>{claim.text}</Typography>
              </Stack>
            ))}
          </Box>
        </Stack>
        <Box
          component="img"
          src="/images/hero/home-hero.svg"
          alt=""
          width={480}
          height={400}
          sx={{ width: '100%', height: 'auto', maxWidth: 480, justifySelf: 'center', display: { xs: 'none', sm: 'block' } }}
        />
      </Container>
    </Box>
  );
}
