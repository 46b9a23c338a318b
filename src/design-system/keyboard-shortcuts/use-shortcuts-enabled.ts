import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'hv-one-key-shortcuts';
const listeners = new Set<() => void>();
// Where the choice lives when storage is refused (private mode): for as long as the page.
let unstoredChoice = true;

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return unstoredChoice;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether one-key shortcuts are on (the default) and a setter; the choice is kept on this device, for every tab. */
export function useShortcutsEnabled(): [boolean, (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribe, read, () => true);
  const setEnabled = useCallback((next: boolean) => {
    unstoredChoice = next;
    try {
      if (next) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, 'off');
    } catch {
      // Kept in unstoredChoice instead.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [enabled, setEnabled];
}
