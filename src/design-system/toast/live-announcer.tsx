import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '@mui/utils';

export type Politeness = 'polite' | 'assertive';
type Announce = (message: string, politeness?: Politeness) => void;

const AnnouncerContext = createContext<Announce | null>(null);

/** Mounts one polite and one assertive live region and lets any descendant speak through them. */
export function LiveAnnouncerProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<Record<Politeness, string>>({ polite: '', assertive: '' });
  const timers = useRef<Partial<Record<Politeness, ReturnType<typeof setTimeout>>>>({});

  const announce = useCallback<Announce>((message, politeness = 'polite') => {
    // Empty the region first so a repeated message is still a change screen readers speak.
    setMessages((current) => ({ ...current, [politeness]: '' }));
    clearTimeout(timers.current[politeness]);
    timers.current[politeness] = setTimeout(() => {
      setMessages((current) => ({ ...current, [politeness]: message }));
    }, 50);
  }, []);

  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <div aria-live="polite" aria-atomic="true" style={visuallyHidden} data-testid="live-polite">
        {messages.polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" style={visuallyHidden} data-testid="live-assertive">
        {messages.assertive}
      </div>
    </AnnouncerContext.Provider>
  );
}

/** Returns a function that announces text to screen readers; a no-op outside the provider. */
export function useAnnounce(): Announce {
  return useContext(AnnouncerContext) ?? noop;
}

function noop() {}

