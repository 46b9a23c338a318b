import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { siteConfig } from '@/lib/site-config';
import { callbackMessages } from '@/features/leads/components/callback-messages';

/** "Our 24/7 support line" with the brand's phone number, tappable on phones. */
export function SupportLine() {
  return (
    <Typography sx={{ mt: 3 }}>
      {callbackMessages.supportLine} <Link href={siteConfig.phone.href} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{siteConfig.phone.display}</Link>
    </Typography>
  );
}
