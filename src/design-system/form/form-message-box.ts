import type { ReactNode } from 'react';

/** Whether a form message has anything to show (React renders nothing for these). */
export const hasMessage = (children: ReactNode) => children !== null && children !== undefined && children !== false && children !== '';
