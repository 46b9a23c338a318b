import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { tokens } from '@theme/tokens';
import type { SelfCheck } from '@/features/catalogue/schemas/self-check';
import { selfCheckCardHeightSx } from '@/features/catalogue/components/self-checks/components/self-check-card-height';
import { SELF_CHECK_DURATION_TEXT, mentionsDuration } from '@/features/catalogue/components/self-checks/self-check-duration';

type SelfCheckCardProps = {
  /** The self-check shown. */
  check: SelfCheck;
  /** Where Start Now leads. */
  startHref: string;
};

/** A self-check: title, what you need, two details, and Start Now with the time it takes. */
export function SelfCheckCard({ check, startHref }: SelfCheckCardProps) {
  const details = [check.detail1, check.detail2];
  const durationInDetails = details.some(mentionsDuration);
  return (
    <Card sx={(theme) => ({ minHeight: selfCheckCardHeightSx(theme), p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 })}>
      <Typography variant="h4" component="h3">
        {check.title}
      </Typography>
      <Typography variant="body2" sx={{ p: 1.5, borderRadius: 2, bgcolor: tokens.surfaceMuted, color: tokens.textMuted }}>
        <Box component="span" sx={{ display: 'block', fontWeight: 650, color: tokens.text }}>
          You will need:
        </Box>{' '}
        {check.needs}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {details.map((detail) => {
          const Icon = mentionsDuration(detail) ? TimerOutlinedIcon : CheckCircleOutlinedIcon;
          return (
            <Stack key={detail} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Icon aria-hidden fontSize="small" sx={{ color: tokens.brand, mt: 0.25 }} />
              <Typography variant="body2">{detail}</Typography>
            </Stack>
          );
        })}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 'auto', pt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {/* Every card has a Start Now: the name says which check it starts, beginning with the visible words. */}
        <Button component={RouterLink} to={startHref} variant="contained" aria-label={`Start Now: ${check.title}`}>
          Start Now
        </Button>
        {!durationInDetails && (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: tokens.textMuted }}>
            <TimerOutlinedIcon aria-hidden fontSize="small" />
            <Typography variant="body2">{SELF_CHECK_DURATION_TEXT}</Typography>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
