import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { authModes, type AuthMode } from '@/features/auth/components/auth-mode';

type AuthSidePanelProps = {
  /** The screen's mode; the panel greets it and offers the other. */
  mode: AuthMode;
  /** Switches to the other mode. */
  onSwitch: () => void;
  /** Refuses switching while a request is in flight or the redirect is pending. */
  disabled?: boolean;
};

const panelColour = { login: tokens.brand, register: tokens.accent } as const;

const accountBenefits = [
  'Take the free symptom self-check in under 3 minutes.',
  'Learn whether to call for help now, see a doctor today or book a consultation.',
  'If your session ends halfway, your answers wait for you here.',
];

/** The coloured panel beside the form: 'Welcome Back!' or 'Hello, Friend!', and the button to switch. */
export function AuthSidePanel({ mode, onSwitch, disabled }: AuthSidePanelProps) {
  const titleId = useId();
  const copy = authModes[mode];
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-mode={mode}
      sx={{
        bgcolor: panelColour[mode],
        color: tokens.textOnBrand,
        p: { xs: 3, md: 5 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: { xs: 'flex-start', md: 'center' },
        textAlign: { xs: 'left', md: 'center' },
        gap: 2,
        transition: 'background-color 250ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Typography id={titleId} variant="h2" sx={{ color: 'inherit' }}>
        {copy.greeting}
      </Typography>
      <Typography sx={{ color: 'inherit', maxWidth: '32ch' }}>{copy.invitation}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, textAlign: 'left', maxWidth: '32ch', display: 'grid', gap: 1 }}>
        {accountBenefits.map((benefit) => (
          <Typography component="li" key={benefit} sx={{ color: 'inherit' }}>
            {benefit}
          </Typography>
        ))}
      </Box>
      <Button
        variant="outlined"
        onClick={onSwitch}
        disabled={disabled}
        sx={{
          color: 'inherit',
          borderColor: 'currentColor',
          borderWidth: 2,
          px: 4,
          '&:hover': { borderColor: 'currentColor', bgcolor: tokens.textOnBrand, color: panelColour[mode] },
          '&.Mui-disabled': { color: 'inherit', borderColor: 'currentColor', opacity: 0.6 },
        }}
      >
        {copy.switchLabel}
      </Button>
    </Box>
  );
}
