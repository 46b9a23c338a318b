import { useId } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import { tokens } from '@theme/tokens';
import { PageHeading } from '@/design-system/page/page-heading';
import { siteConfig } from '@/lib/site-config';
import { ContactForm } from '@/features/leads/components/contact-form';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

type ContactScreenProps = {
  /** The screen's h1, from the route manifest. */
  heading: string;
};

const panelSx = { bgcolor: tokens.surface, border: 1, borderColor: tokens.border, borderRadius: 2, p: { xs: 2.5, md: 4 } } as const;

/** Contact Us: the message form, the support line and e-mail, and a callback request. */
export function ContactScreen({ heading }: ContactScreenProps) {
  const reachId = useId();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading>{heading}</PageHeading>
      <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary', mt: 1, mb: 4, maxWidth: '60ch' }}>
        Questions about a consultation, a test or your reports? Write to us and our care team will get back to you.
      </Typography>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '1.6fr 1fr' }, alignItems: 'start' }}>
        <Box sx={panelSx}>
          <ContactForm />
        </Box>
        <Box component="section" aria-labelledby={reachId} sx={[panelSx, { bgcolor: tokens.brandSoft, borderColor: 'transparent' }]}>
          <Typography id={reachId} variant="h3" component="h2" sx={{ mb: 2 }}>
            Other ways to reach us
          </Typography>
          <Stack spacing={2} sx={{ mb: 3 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <PhoneInTalkOutlinedIcon aria-hidden sx={{ color: tokens.brand, mt: 0.25 }} />
              <Typography>
                24/7 support line
                <br />
                <Link href={siteConfig.phone.href} sx={{ fontWeight: 700 }}>
                  {siteConfig.phone.display}
                </Link>
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <EmailOutlinedIcon aria-hidden sx={{ color: tokens.brand, mt: 0.25 }} />
              <Typography>
                E-mail
                <br />
                <Link href={`mailto:${siteConfig.email}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {siteConfig.email}
                </Link>
              </Typography>
            </Stack>
          </Stack>
          <Typography sx={{ mb: 2 }}>Rather we called you? Leave your number and a health expert will ring you back.</Typography>
          <RequestCallbackButton />
        </Box>
      </Box>
    </Container>
  );
}
