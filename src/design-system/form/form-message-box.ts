import type { ReactNode } from 'react';

/** Whether a form message has anything to show (React renders nothing for these). */
export const hasMessage = (children: ReactNode) => children !== null && children !== undefined && children !== false && children !== '';

/** The boxed look of a form's own messages: a tinted panel with a thick left rule in the accent colour. */
export function formMessageBoxSx({ text, accent, background }: { text: string; accent: string; background: string }) {
  return {
    color: text,
    bgcolor: background,
    border: 1,
    borderColor: accent,
    borderLeft: 6,
    borderLeftColor: accent,
    borderRadius: 1,
    px: 2,
    py: 1.5,
    fontWeight: 600,
  } as const;
}
