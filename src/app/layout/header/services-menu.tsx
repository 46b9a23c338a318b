import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { MENU_HOVER_CLOSE_DELAY_MS } from '@/lib/constants';
import { ServiceTileLinks } from '@/app/layout/header/service-tile-links';

function isKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Desktop "Our Services" disclosure (APG disclosure navigation): opens on hover, on keyboard focus
 * and on Enter; closes 200 ms after the pointer leaves, on Escape, and when focus leaves it.
 */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), MENU_HOVER_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Box sx={{ position: 'relative' }} onMouseEnter={show} onMouseLeave={closeSoon} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Button
        ref={buttonRef}
        color="inherit"
        aria-expanded={open}
        aria-controls={panelId}
        endIcon={<ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        // A pointer click toggles; Enter or Space (detail 0) opens, since keyboard focus may already have.
        onClick={(event) => (event.detail === 0 ? show() : setOpen((current) => !current))}
        onFocus={(event) => {
          if (isKeyboardFocus(event.currentTarget)) show();
        }}
        sx={{ fontWeight: 600 }}
      >
        Our Services
      </Button>
      <Paper
        id={panelId}
        hidden={!open}
        elevation={8}
        sx={{
          position: 'absolute',
          top: '100%',
          insetInlineStart: { lg: -160, xl: -240 },
          mt: 1,
          p: 2,
          width: { lg: 640, xl: 760 },
          zIndex: 'appBar',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <ServiceTileLinks columns={3} onNavigate={() => setOpen(false)} />
      </Paper>
    </Box>
  );
}
