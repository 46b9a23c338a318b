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
  const returningFocus = useRef(false);
  const openedByClick = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hide = () => {
    openedByClick.current = false;
    setOpen(false);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(hide, MENU_HOVER_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
      returningFocus.current = true;
      buttonRef.current?.focus();
      returningFocus.current = false;
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };

  return (
    <Box sx={{ position: 'relative' }} onMouseEnter={show} onMouseLeave={closeSoon} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Button
        ref={buttonRef}
        color="inherit"
        aria-expanded={open}
        aria-controls={panelId}
        endIcon={<ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        // Only a click closes what a click opened: hover and keyboard focus may already have opened it.
        onClick={() => {
          const close = open && openedByClick.current;
          openedByClick.current = !close;
          if (close) setOpen(false);
          else show();
        }}
        onFocus={(event) => {
          if (!returningFocus.current && isKeyboardFocus(event.currentTarget)) show();
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
        <ServiceTileLinks
          columns={3}
          onNavigate={hide}
        />
      </Paper>
    </Box>
  );
}
