import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { tokens } from '@theme/tokens';
import { AMBULANCE, EMERGENCY } from '@/features/assessment/components/emergency-numbers';
import { selfCheckMessages } from '@/features/assessment/components/self-check-messages';

const linkSx = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

/** Above the questions: what the self-check is for, and who to call in an emergency (NHS 111 online pattern). */
export function SafetyNote() {
  return (
    <Box
      role="note"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', bgcolor: tokens.brandSoft, borderLeft: 6, borderLeftColor: tokens.brand, borderRadius: 1, px: 2, py: 1.5 }}
    >
      <InfoOutlinedIcon aria-hidden sx={{ color: tokens.brand, mt: 0.25 }} />
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{selfCheckMessages.safetyNote}</Typography>
        <Typography>
          {selfCheckMessages.emergencyCallBefore}{' '}
          <Link href={EMERGENCY.href} sx={linkSx}>
            {EMERGENCY.number}
          </Link>{' '}
          {selfCheckMessages.emergencyCallBetween}{' '}
          <Link href={AMBULANCE.href} sx={linkSx}>
            {AMBULANCE.number}
          </Link>{' '}
          {selfCheckMessages.emergencyCallAfter}
        </Typography>
      </Box>
    </Box>
  );
}
