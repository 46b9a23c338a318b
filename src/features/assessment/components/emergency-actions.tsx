import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import { siteConfig } from '@/lib/site-config';
import { AMBULANCE } from '@/features/assessment/components/emergency-numbers';
import { selfCheckMessages } from '@/features/assessment/components/self-check-messages';

/** "Call 108 now" first; the 24/7 support line as the second choice. */
export function EmergencyActions() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button href={AMBULANCE.href} variant="contained" color="error" size="large" startIcon={<PhoneInTalkOutlinedIcon aria-hidden />}>
        {selfCheckMessages.callNow(AMBULANCE.number)}
      </Button>
      <Typography>
        {selfCheckMessages.supportLine}{' '}
        <Link href={siteConfig.phone.href} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {siteConfig.phone.display}
        </Link>
      </Typography>
    </Stack>
  );
}
