import { createContext } from 'react';

/** True when the browser renders the page itself (the client shell), false when it hydrates a prerendered one. */
export const ClientRenderedContext = createContext(false);
