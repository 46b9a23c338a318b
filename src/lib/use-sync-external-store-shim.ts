// SWR imports use-sync-external-store's shim, a copy of the hook for React 16 and 17 that every page would boot
// with; React 19 has the hook itself (rsbuild.config.ts aliases the shim here).
export { useSyncExternalStore } from 'react';
