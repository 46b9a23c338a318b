import { useEffect, useRef } from 'react';
import { isShortcutEvent } from '@/design-system/keyboard-shortcuts/typing-target';

/** Keys (as `KeyboardEvent.key` names them, e.g. "/", "j") and what each does. */
export type ShortcutMap = Readonly<Record<string, () => void>>;

/**
 * Runs a one-key shortcut pressed anywhere in the page, except while typing in a field (see isShortcutEvent);
 * a shortcut that ran takes the key (preventDefault). Off when `enabled` is false (WCAG 2.1.4: they can be turned off).
 */
export function useKeyboardShortcuts(shortcuts: ShortcutMap, enabled: boolean): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcutEvent(event)) return;
      const run = latest.current[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
