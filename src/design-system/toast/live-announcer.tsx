import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';

export type Politeness = 'polite' | 'assertive';
type Announce = (message: string, politeness?: Politeness) => void;

const AnnouncerContext = createContext<Announce | null>(null);

/**
 * Mounts one polite and one assertive live region and lets any descendant speak through them.
 * The regions live directly under <body>, outside the app root, and unhide themselves before speaking:
 * an open modal dialog marks its siblings aria-hidden, which would otherwise silence every toast.
 */
export function LiveAnnouncerProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<Record<Politeness, string>>({ polite: '', assertive: '' });
  const [host, setHost] = useState<HTMLElement | null>(null);
  const hostRef = useRef<HTMLElement | null>(null);
  const timers = useRef<Partial<Record<Politeness, ReturnType<typeof setTimeout>>>>({});

  useEffect(() => {
    const element = document.createElement('div');
    element.dataset.liveAnnouncer = '';
    document.body.appendChild(element);
    hostRef.current = element;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the host node exists only after mount, keeping render free of document
    setHost(element);
    return () => element.remove();
  }, []);

  const announce = useCallback<Announce>((message, politeness = 'polite') => {
    // Empty the region first so a repeated message is still a change screen readers speak.
    setMessages((current) => ({ ...current, [politeness]: '' }));
    clearTimeout(timers.current[politeness]);
    timers.current[politeness] = setTimeout(() => {
      hostRef.current?.removeAttribute('aria-hidden');
      setMessages((current) => ({ ...current, [politeness]: message }));
    }, 50);
  }, []);

  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      {host &&
        createPortal(
          <>
            <div aria-live="polite" aria-atomic="true" className={hidden.visuallyHidden} data-testid="live-polite">
              {messages.polite}
            </div>
            <div aria-live="assertive" aria-atomic="true" className={hidden.visuallyHidden} data-testid="live-assertive">
              {messages.assertive}
            </div>
          </>,
          host,
        )}
    </AnnouncerContext.Provider>
  );
}

/** Returns a function that announces text to screen readers; a no-op outside the provider. */
export function useAnnounce(): Announce {
  return useContext(AnnouncerContext) ?? noop;
}

function noop() {}
