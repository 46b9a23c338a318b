/**
 * A warning said at most once per `intervalMs`: a failure met by every request of a flood (the database not
 * taking writes) would otherwise fill the log many times a second. The first one is always said.
 */
export function throttledWarning(warn: (message: string) => void, intervalMs: number, clock: () => number = Date.now) {
  let lastWarning = -Infinity;
  return (message: string): void => {
    const now = clock();
    if (now - lastWarning < intervalMs) return;
    lastWarning = now;
    warn(message);
  };
}
