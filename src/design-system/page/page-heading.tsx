import { useEffect, useRef, type ReactNode } from 'react';
import { useRouteFocus } from '@/design-system/page/route-focus';
import styles from '@/design-system/page/page.module.css';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';

export type PageHeadingProps = {
  /** The screen's one h1. */
  children: ReactNode;
  /** Room below it before the content (a screen without an intro). */
  spaceBelow?: boolean;
  /** Read by screen readers only, e.g. while the record it names is loading. */
  visuallyHidden?: boolean;
  /** A class from the screen's stylesheet (build-time CSS), for a page's own heading size. */
  className?: string;
};

/** A screen's main heading; after a client-side navigation it takes focus so screen readers start here. */
export function PageHeading({ children, spaceBelow, visuallyHidden, className }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { focusHeading } = useRouteFocus();

  useEffect(() => {
    if (focusHeading) ref.current?.focus({ preventScroll: true });
  }, [focusHeading]);

  const classes = [styles.heading, spaceBelow && styles.spaceBelow, visuallyHidden && hidden.visuallyHidden, className];
  return (
    <h1 ref={ref} tabIndex={-1} id="main-heading" className={classes.filter(Boolean).join(' ')}>
      {children}
    </h1>
  );
}
