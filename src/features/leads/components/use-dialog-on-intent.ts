import { useState } from 'react';

/**
 * A dialog whose code is fetched on first intent: pointing at or focusing its button starts the
 * download, a click opens it. `requested` turns true on the first click and stays so (mount the dialog then).
 */
export function useDialogOnIntent(preload: () => void) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return {
    open,
    requested,
    close: () => setOpen(false),
    triggerProps: {
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setRequested(true);
        setOpen(true);
      },
      'aria-haspopup': 'dialog' as const,
    },
  };
}
