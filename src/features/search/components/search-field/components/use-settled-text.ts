import { useEffect, useState } from 'react';

/** The text once it has stayed the same for `delayMs`, so a live region speaks once a visitor pauses, not on every key. */
export function useSettledText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
