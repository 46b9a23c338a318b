import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { tokens } from '@theme/tokens';
import { OPEN_NOW_STATUS } from '@/features/catalogue/model/centre-status';
import { openStateText } from '@/features/catalogue/model/opening-hours';
import type { DiagnosticCentre } from '@/features/catalogue/schemas/diagnostic-centre';
import { telHref } from '@/features/catalogue/components/nearby-centres/centre-filters';
import { useOpenState } from '@/features/catalogue/components/nearby-centres/components/use-open-state';

/** One fact of the card: an icon, a spoken label and the value. */
function Fact({ icon: Icon, label, children }: { icon: typeof ScheduleOutlinedIcon; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Icon aria-hidden fontSize="small" sx={{ color: tokens.textMuted, mt: 0.25 }} />
      <Typography component="p" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * Open in bold on green with a tick; closed in grey with a different icon, so colour is never the only cue.
 * Computed from the hours once hydrated; the data file's status before that, without JavaScript, and for
 * hours that do not parse.
 */
function CentreStatus({ status, hours }: { status: string; hours: string }) {
  const live = useOpenState(hours);
  const open = live ? live.open : status === OPEN_NOW_STATUS;
  const Icon = open ? CheckCircleIcon : DoNotDisturbOnOutlinedIcon;
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        alignSelf: 'flex-start',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: '0.875rem',
        fontWeight: open ? 700 : 600,
        bgcolor: open ? tokens.successSoft : tokens.surfaceSunken,
        color: open ? tokens.success : tokens.textMuted,
      }}
    >
      <Icon aria-hidden sx={{ fontSize: '1rem' }} />
      <Box component="span" sx={visuallyHidden}>
        Status:{' '}
      </Box>
      {live ? openStateText(live) : status}
    </Box>
  );
}

/** A diagnostic centre: name, status, address, opening hours and a phone number to call. */
export function CentreCard({ centre }: { centre: DiagnosticCentre }) {
  const nameId = useId();
  return (
    <Card component="li" sx={{ display: 'flex' }}>
      <CardContent component="article" aria-labelledby={nameId} sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25, p: 3 }}>
        <Typography id={nameId} component="h3" variant="h4">
          {centre.name}
        </Typography>
        <CentreStatus status={centre.status} hours={centre.hours} />
        <Fact icon={LocationOnOutlinedIcon} label="Address">
          {centre.address}
        </Fact>
        <Fact icon={ScheduleOutlinedIcon} label="Hours">
          {centre.hours}
        </Fact>
        <Fact icon={PhoneOutlinedIcon} label="Phone">
          <Link href={telHref(centre.phone)} sx={{ fontWeight: 600 }}>
            {centre.phone}
          </Link>
        </Fact>
      </CardContent>
    </Card>
  );
}
