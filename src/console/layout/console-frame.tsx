import type { ReactNode } from 'react';
import { SkipLink } from '@/design-system/skip-link/skip-link';
import { consoleFrameMessages } from '@/console/layout/console-messages';
import styles from '@/console/layout/console-frame.module.css';

type ConsoleFrameProps = {
  header: ReactNode;
  children: ReactNode;
};

/** Skip link, header, and the screen in <main>. */
export function ConsoleFrame({ header, children }: ConsoleFrameProps) {
  return (
    <div className={styles.frame}>
      <SkipLink>{consoleFrameMessages.skipToMain}</SkipLink>
      {header}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
