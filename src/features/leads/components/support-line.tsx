import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { siteConfig } from '@/lib/site-config';

/** "Our 24/7 support line" with the brand's phone number, tappable on phones. */
export function SupportLine() {
  return (
    <Typography sx={{ mt: 3 }}>
      Prefer to call? Our 24/7 support line: <Link href={siteConfig.phone.href} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{siteConfig.phone.display}</Link>
    </Typography>
  );
}
