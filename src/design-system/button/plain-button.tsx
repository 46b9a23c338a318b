import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from '@/design-system/button/plain-button.module.css';

export type PlainButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className'> & {
  /** The button's text, which is its accessible name. */
  children: ReactNode;
  /** MUI's variants: contained (brand fill) for the main action, outlined (brand border) beside others, e.g. in a card. */
  variant?: 'contained' | 'outlined';
  /** MUI's sizes: large for a page's main call to action. */
  size?: 'medium' | 'large';
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
  /** A decorative icon before the text, e.g. `<Icon path={…} />`. */
  startIcon?: ReactNode;
};

/** A button that looks like MUI's button without loading MUI: for plain screens (see `RouteEntry.plainScreen`). */
export function PlainButton({
  children,
  variant = 'contained',
  size = 'medium',
  fullWidth = false,
  startIcon,
  type = 'button',
  ...buttonProps
}: PlainButtonProps) {
  const classNames = [styles.button, styles[variant], size === 'large' && styles.large, fullWidth && styles.fullWidth];
  return (
    <button {...buttonProps} type={type} className={classNames.filter(Boolean).join(' ')}>
      {startIcon && <span className={styles.startIcon}>{startIcon}</span>}
      {children}
    </button>
  );
}
