import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import { siteConfig } from '@/lib/site-config';
import { tokens } from '@theme/tokens';
import { storeBadges } from '@/app/images/store-badges';
import { BrandLink } from '@/app/layout/brand-link';
import { FooterColumn } from '@/app/layout/footer/footer-column';
import { companyLinks, serviceLinks } from '@/app/layout/footer/footer-links';
import { SocialLinks } from '@/app/layout/footer/social-links';
import { footerMessages as m } from '@/app/layout/footer/footer-messages';

/** Site footer: brand, social links, app badges, company / services / contact columns. */
export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: tokens.surfaceMuted, borderTop: 1, borderColor: 'divider', mt: 8, py: { xs: 5, md: 7 } }}>
      <Container maxWidth="xl">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.4fr 1fr 1fr 1.2fr' } }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <BrandLink />
            <Typography sx={{ color: 'text.secondary', maxWidth: '36ch' }}>{m.tagline}</Typography>
            <SocialLinks />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={m.getTheApp}>
              <img src={storeBadges.appStore} alt={m.appStore} width={150} height={46} loading="lazy" />
              <img src={storeBadges.googlePlay} alt={m.googlePlay} width={150} height={46} loading="lazy" />
            </Stack>
          </Stack>
          <FooterColumn id="footer-company" title={m.company} links={companyLinks} />
          <FooterColumn id="footer-services" title={m.services} links={serviceLinks} />
          <FooterColumn id="footer-contact" title={m.contact}>
            <Stack component="address" spacing={1} sx={{ fontStyle: 'normal' }}>
              <Link href={siteConfig.phone.href}>{siteConfig.phone.display}</Link>
              <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link>
              <Link href={siteConfig.website.href}>{siteConfig.website.display}</Link>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mt: 3, alignItems: 'center', color: 'primary.main' }}>
              <VerifiedIcon aria-hidden />
              <Typography sx={{ fontWeight: 800, letterSpacing: '0.06em', '&:lang(hi)': { letterSpacing: 0 } }}>{m.certified}</Typography>
            </Stack>
          </FooterColumn>
        </Box>
        <Typography variant="caption" component="p" sx={{ mt: 5, color: 'text.secondary' }}>
          {/* The year is the build's in prerendered HTML; after a new year the browser's may differ, and that is fine. */}
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {m.legalLine(siteConfig.legalName, siteConfig.brandName)}
        </Typography>
      </Container>
    </Box>
  );
}
