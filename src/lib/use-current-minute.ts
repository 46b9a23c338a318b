import { createContext, useContext, useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

/** A fixed time (epoch ms) instead of the live clock: stories show a time-dependent state that way. */
export const FixedTimeContext = createContext<number | null>(null);

const listeners = new Set<() => void>();
let nextTick: ReturnType<typeof setTimeout> | undefined;

const startOfMinute = (epochMs: number) => Math.floor(epochMs / MINUTE_MS) * MINUTE_MS;

// One timer for every subscriber, fired just after each minute turns.
function scheduleTick(): void {
  nextTick = setTimeout(() => {
    listeners.forEach((listener) => listener());
    scheduleTick();
  }, MINUTE_MS - (Date.now() % MINUTE_MS) + 20);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) scheduleTick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(nextTick);
  };
}

const currentMinute = () => startOfMinute(Date.now());
const noTimeYet = () => null;

/**
 * The start of the current minute (epoch ms), re-rendering when the minute changes. Null on the server and
 * while hydrating, so prerendered HTML never depends on when it was built.
 */
export function useCurrentMinute(): number | null {
  const fixedTime = useContext(FixedTimeContext);
  const live = useSyncExternalStore(subscribe, currentMinute, noTimeYet);
  return fixedTime ?? live;
}
