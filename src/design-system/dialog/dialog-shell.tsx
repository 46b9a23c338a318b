import { Fragment, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { tokens } from '@theme/tokens';
import { dialogMessages } from '@/design-system/dialog/dialog-messages';

/** How the visitor closed the dialog. */
export type DialogCloseReason = 'closeButton' | 'escapeKeyDown' | 'backdropClick';

export type DialogShellProps = {
  /** Whether the dialog is showing; each opening starts its content afresh (a form inside starts empty). */
  open: boolean;
  /** What happens when the visitor closes it with the close icon, Escape, or a click outside (unless ignored); told which. */
  onClose: (reason: DialogCloseReason) => void;
  /** The title at the top, a level-2 heading, which also names the dialog for screen readers. */
  title: ReactNode;
  /** id of the title, to name a form inside by it; generated when omitted. */
  titleId?: string;
  /** A sentence in grey under the title, which screen readers read right after the title. */
  description?: ReactNode;
  /** Keeps the dialog open on a click outside it, e.g. around a long form; Escape and the close icon still close it. */
  ignoreBackdropClick?: boolean;
  /** How wide the dialog grows at most: xs 444 px, sm 480 px, md 768 px. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The body, usually a form. */
  children: ReactNode;
};

const FIRST_FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** Focuses the first field on opening; runs before MUI's focus trap, which then keeps it there. */
function FocusFirstField({ container }: { container: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    container.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [container]);
  return null;
}

/**
 * A modal dialog labelled by its title, with a "Close" icon button. MUI traps focus, locks page
 * scrolling, closes on Escape and returns focus to the opener; the first field takes focus on opening.
 */
export function DialogShell({ open, onClose, title, titleId: givenTitleId, description, ignoreBackdropClick, maxWidth = 'sm', children }: DialogShellProps) {
  const generatedTitleId = useId();
  const titleId = givenTitleId ?? generatedTitleId;
  const descriptionId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  // Each opening mounts the content afresh, even one that interrupts the closing transition.
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' && ignoreBackdropClick) return;
        onClose(reason);
      }}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      fullWidth
      maxWidth={maxWidth}
      // Unhide the page for assistive technology as soon as closing starts, so a toast raised on
      // close is announced rather than written into a still aria-hidden live region.
      closeAfterTransition={false}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, pt: 1, pr: 1 }}>
        <DialogTitle id={titleId} component="h2" variant="h4" sx={{ color: tokens.text }}>
          {title}
        </DialogTitle>
        <IconButton aria-label={dialogMessages.close} onClick={() => onClose('closeButton')} sx={{ color: tokens.text, mt: 0.5 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent ref={contentRef}>
        {description && (
          <Typography id={descriptionId} sx={{ color: tokens.textMuted, mb: 3 }}>
            {description}
          </Typography>
        )}
        <Fragment key={openings}>
          {children}
          <FocusFirstField container={contentRef} />
        </Fragment>
      </DialogContent>
    </Dialog>
  );
}
