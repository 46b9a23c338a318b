import { useEffect, useRef } from 'react';

/**
 * Moves focus to the screen's heading (PageHeading's `main-heading`) whenever `step` changes after the first render:
 * a screen that swaps its content in place is a new page to a screen reader user, who starts again at its heading.
 */
export function useFocusHeadingOnChange(step: unknown): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main-heading')?.focus();
  }, [step]);
}
