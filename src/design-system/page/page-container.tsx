import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from '@/design-system/page/page.module.css';

type PageContainerProps = {
  /** The column's content. */
  children: ReactNode;
  /** Starts right under the header, for a page whose first block brings its own room (e.g. a hero band). */
  flushTop?: boolean;
  /** Extra class, e.g. to lay the column out as a grid. */
  className?: string;
};

/** A page's column: the theme's `lg` width and gutters (MUI's `Container maxWidth="lg"`) and room under the header, without MUI. */
export function PageContainer({ children, flushTop = false, className }: PageContainerProps) {
  const classNames = [styles.container, flushTop ? undefined : styles.roomAbove, className].filter(Boolean).join(' ');
  return <div className={classNames}>{children}</div>;
}

/** The sentence or two under a page's heading. */
export function PageIntro({ children }: { /** The intro's sentence or two. */ children: ReactNode }) {
  return <p className={styles.intro}>{children}</p>;
}

/** A paragraph of running text, at a readable measure. */
export function Prose({ children }: { /** The paragraph's text, links included. */ children: ReactNode }) {
  return <p className={styles.prose}>{children}</p>;
}

type TextLinkProps = {
  /** The link's words, saying where it goes ("terms of use", an e-mail address). */
  children: ReactNode;
} & (
  | {
      /** Another site, a phone number, an e-mail address or a fragment: a plain link. */
      href: string;
      to?: never;
    }
  | {
      /** A page of this site: navigated by the router. */
      to: string;
      href?: never;
    }
);

/** A link inside text: the theme's link look, without MUI. */
export function TextLink({ href, to, children }: TextLinkProps) {
  if (to !== undefined) {
    return (
      <RouterLink to={to} className={styles.textLink}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={href} className={styles.textLink}>
      {children}
    </a>
  );
}
