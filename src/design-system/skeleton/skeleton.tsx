import type { CSSProperties } from 'react';
import styles from '@/design-system/skeleton/skeleton.module.css';

export type SkeletonProps = {
  /** A line of text (its line's height), a rounded block, or a circle (an avatar). */
  variant: 'text' | 'rounded' | 'circular';
  /** Width: px as a number, or any CSS length ("80%"); a block's container width by default. */
  width?: number | string;
  /** Height: px as a number, or any CSS length; a text line's own height by default. */
  height?: number | string;
  /** Extra class from the caller's stylesheet, e.g. to fill a flex column or take a height in theme spacing. */
  className?: string;
};

/** A placeholder shaped like content still loading (MUI's Skeleton look, without MUI); decoration, hidden by its loading box. */
export function Skeleton({ variant, width, height, className }: SkeletonProps) {
  const size: CSSProperties | undefined = width === undefined && height === undefined ? undefined : { width, height };
  return <span className={[styles.skeleton, styles[variant], className].filter(Boolean).join(' ')} style={size} />;
}
