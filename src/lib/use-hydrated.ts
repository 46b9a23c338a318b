import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and during hydration, true afterwards. Updates in the same
 * re-render as MUI's useMediaQuery (both are external stores), so width-dependent values switch
 * from their CSS fallback to their measured value in one commit.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
