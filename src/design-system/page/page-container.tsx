import type { ReactNode } from 'react';
import styles from '@/design-system/page/page.module.css';

/** A static page's column: the theme's `lg` width, gutters and room under the header, without MUI. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}

/** The sentence or two under a page's heading. */
export function PageIntro({ children }: { children: ReactNode }) {
  return <p className={styles.intro}>{children}</p>;
}

/** A paragraph of running text, at a readable measure. */
export function Prose({ children }: { children: ReactNode }) {
  return <p className={styles.prose}>{children}</p>;
}

/** A link inside text (mail, phone, another page by its full address): the theme's link look, without MUI. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={styles.textLink}>
      {children}
    </a>
  );
}
