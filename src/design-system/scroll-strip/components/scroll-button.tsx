import type { Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { tokens } from '@theme/tokens';

type ScrollButtonProps = {
  /** Which end of the strip the button sits at and scrolls towards. */
  direction: 'back' | 'forward';
  /** The button's accessible name. */
  label: string;
  /** Id of the scrolling region. */
  controls: string;
  /** Scrolls one step. */
  onClick: () => void;
  /** The button element, for focus handling. */
  ref: Ref<HTMLButtonElement>;
};

/** A round arrow button laid over one end of the strip. */
export function ScrollButton({ direction, label, controls, onClick, ref }: ScrollButtonProps) {
  const Icon = direction === 'back' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <IconButton
      ref={ref}
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      sx={(theme) => ({
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        zIndex: 1,
        [direction === 'back' ? 'left' : 'right']: theme.spacing(-1),
        bgcolor: tokens.surface,
        color: tokens.brand,
        border: `1px solid ${tokens.border}`,
        boxShadow: theme.shadows[2],
        '&:hover': { bgcolor: tokens.brandSoft },
      })}
    >
      <Icon aria-hidden />
    </IconButton>
  );
}
