import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

type PauseReason = 'pointer' | 'focus' | 'window';

/**
 * Closes a toast after `ms`, but never while someone is with it: the timer stops while the pointer is over the toast,
 * while focus is inside it (WCAG 2.2.1: a keyboard user who reached it with Alt+T reads it at their own pace) and
 * while the window is in the background. When the last reason ends, the toast gets what was left of its time, and at
 * least half of it, to be read again. `close` must keep its identity (a callback). Returns the handlers for the
 * toast's element.
 */
export function useToastTimer(close: () => void, ms: number) {
  const paused = useRef(new Set<PauseReason>());
  const remaining = useRef(ms);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const start = useCallback(() => {
    startedAt.current = Date.now();
    timer.current = setTimeout(close, remaining.current);
  }, [close]);

  const pause = useCallback((reason: PauseReason) => {
    if (paused.current.size === 0 && timer.current !== undefined) {
      clearTimeout(timer.current);
      timer.current = undefined;
      remaining.current = Math.max(remaining.current - (Date.now() - startedAt.current), ms / 2);
    }
    paused.current.add(reason);
  }, [ms]);

  const resume = useCallback((reason: PauseReason) => {
    if (!paused.current.delete(reason) || paused.current.size > 0) return;
    start();
  }, [start]);

  useEffect(() => {
    if (paused.current.size === 0) start();
    const onBlur = () => pause('window');
    const onFocus = () => resume('window');
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      clearTimeout(timer.current);
    };
  }, [pause, resume, start]);

  return {
    onPointerEnter: () => pause('pointer'),
    onPointerLeave: () => resume('pointer'),
    onFocus: () => pause('focus'),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) resume('focus');
    },
  };
}
