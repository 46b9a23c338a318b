import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from '@/design-system/button/plain-button.module.css';

/** How a plain button looks: also for a link that must look like one (`plainButtonClassName`). */
export type PlainButtonLook = {
  /** MUI's variants: contained (brand fill) for the main action, outlined (brand border) beside others, e.g. in a card. */
  variant?: 'contained' | 'outlined';
  /** MUI's sizes: large for a page's main call to action, small for a secondary action (Remove beside a file, Try Again in an error box). */
  size?: 'small' | 'medium' | 'large';
  /** The colour: brand, or error for an action inside an error box. */
  tone?: 'brand' | 'error';
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
};

export type PlainButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className'> &
  PlainButtonLook & {
    /** The button's text, which is its accessible name. */
    children: ReactNode;
    /** A decorative icon before the text, e.g. `<Icon path={…} />`. */
    startIcon?: ReactNode;
  };

/** The classes of a plain button's look, for a link that leads somewhere but looks like a button (View Details). */
export function plainButtonClassName({ variant = 'contained', size = 'medium', tone = 'brand', fullWidth = false }: PlainButtonLook = {}): string {
  return [styles.button, styles[variant], size !== 'medium' && styles[size], tone === 'error' && styles.error, fullWidth && styles.fullWidth]
    .filter(Boolean)
    .join(' ');
}

/** A button that looks like MUI's button without loading MUI: for plain screens (see `RouteEntry.plainScreen`). */
export function PlainButton({
  children,
  variant = 'contained',
  size = 'medium',
  tone = 'brand',
  fullWidth = false,
  startIcon,
  type = 'button',
  ...buttonProps
}: PlainButtonProps) {
  return (
    <button {...buttonProps} type={type} className={plainButtonClassName({ variant, size, tone, fullWidth })}>
      {startIcon && <span className={styles.startIcon}>{startIcon}</span>}
      {children}
    </button>
  );
}
