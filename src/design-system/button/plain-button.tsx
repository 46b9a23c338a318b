import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from '@/design-system/button/plain-button.module.css';

export type PlainButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className'> & {
  /** The button's text, which is its accessible name. */
  children: ReactNode;
  /** MUI's sizes: large for a page's main call to action. */
  size?: 'medium' | 'large';
  /** A decorative icon before the text, e.g. `<Icon path={…} />`. */
  startIcon?: ReactNode;
};

/** A button that looks like MUI's contained button without loading MUI: for plain screens (see `RouteEntry.plainScreen`). */
export function PlainButton({ children, size = 'medium', startIcon, type = 'button', ...buttonProps }: PlainButtonProps) {
  return (
    <button {...buttonProps} type={type} className={size === 'large' ? `${styles.button} ${styles.large}` : styles.button}>
      {startIcon && <span className={styles.startIcon}>{startIcon}</span>}
      {children}
    </button>
  );
}
