import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { focusRing, tokens } from '@theme/tokens';
import type { RegistrationChoice } from '@/features/onboarding/components/registration-choices';

type RegistrationCardProps = { choice: RegistrationChoice };

/** One category of the chooser; the whole card is clickable through its heading's link. */
export function RegistrationCard({ choice }: RegistrationCardProps) {
  const { Icon } = choice;
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 3,
        bgcolor: tokens.surface,
        border: 1,
        borderColor: tokens.border,
        borderRadius: 2,
        boxShadow: 1,
        '&:hover': { borderColor: tokens.brand },
        '&:focus-within': focusRing,
      }}
    >
      <Box sx={{ width: 56, height: 56, borderRadius: '50%', bgcolor: tokens.brandSoft, color: tokens.brand, display: 'grid', placeItems: 'center' }}>
        <Icon aria-hidden sx={{ fontSize: 32 }} />
      </Box>
      <Typography variant="h3" component="h2">
        <Link
          component={RouterLink}
          to={choice.path}
          underline="hover"
          sx={{ color: 'inherit', '&:focus-visible': { outline: 'none' }, '&::after': { content: '""', position: 'absolute', inset: 0 } }}
        >
          {choice.title}
        </Link>
      </Typography>
      <Typography>{choice.summary}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>{choice.needs}</Typography>
      <Box aria-hidden sx={{ mt: 'auto', display: 'inline-flex', alignItems: 'center', gap: 0.75, color: tokens.brand, fontWeight: 700 }}>
        Start
        <ArrowForwardIcon fontSize="small" />
      </Box>
    </Box>
  );
}
