import { createContext, useContext } from 'react';

/** True after a client-side navigation: the new screen's heading should take focus. */
export const RouteFocusContext = createContext<{ focusHeading: boolean }>({ focusHeading: false });

export function useRouteFocus() {
  return useContext(RouteFocusContext);
}
