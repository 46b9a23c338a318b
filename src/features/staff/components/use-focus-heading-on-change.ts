import { useLayoutEffect, useRef } from 'react';

/**
 * Moves focus to the screen's heading (PageHeading's `main-heading`) whenever `step` changes: a screen that swaps its
 * content in place is a new page to a screen reader user, who starts again at its heading.
 */
export function useFocusHeadingOnChange(step: unknown): void {
  const shown = useRef(step);
  // In the commit that shows the new content: whoever looks for it next (a person pressing Tab, a test) finds the focus moved.
  useLayoutEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    document.getElementById('main-heading')?.focus();
  }, [step]);
}
