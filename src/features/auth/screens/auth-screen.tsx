import { useEffect, useRef, useState } from 'react';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { withToastHost } from '@/design-system/toast/toast-queue';
import { PageHeading } from '@/design-system/page/page-heading';
import { authModes, otherMode, type AuthMode } from '@/features/auth/components/auth-mode';
import { AuthSidePanel } from '@/features/auth/components/auth-side-panel';
import { SessionEndedAlert } from '@/features/auth/components/session-ended-alert';
import styles from '@/features/auth/screens/auth-screen.module.css';

/**
 * The form, with zod and react-hook-form, loads when a visitor reaches for it (focus, hover, touch): its inputs are
 * the browser's own until then, what is typed is kept and a submit meanwhile is held (design-system/deferred).
 */
const AuthForm = deferHydration(() => withToastHost(import('@/features/auth/components/auth-form').then((module) => module.AuthForm)), 'interaction');

/** /auth: log in or create an account on one screen, the mode switched from the side panel; plain HTML but the form. */
export function AuthScreen() {
  const [mode, setMode] = useState<AuthMode>('login');
  const [busy, setBusy] = useState(false);
  const headingBox = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  const switchForm = useRef<(() => void) | null>(null);

  // After a switch the heading names the new mode; focus goes there so screen readers hear the change.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    headingBox.current?.querySelector('h1')?.focus();
  }, [mode]);

  const switchMode = () => {
    switchForm.current?.();
    switched.current = true;
    setMode(otherMode(mode));
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.main}>
          <div ref={headingBox} className={styles.heading}>
            <PageHeading>{authModes[mode].heading}</PageHeading>
          </div>
          <SessionEndedAlert />
          <AuthForm mode={mode} onBusyChange={setBusy} switchRef={switchForm} />
        </div>
        <AuthSidePanel mode={mode} onSwitch={switchMode} disabled={busy} />
      </div>
    </div>
  );
}
