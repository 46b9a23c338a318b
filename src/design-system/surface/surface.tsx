import type { ReactNode } from 'react';
import styles from '@/design-system/surface/surface.module.css';

type SurfaceProps = {
  /** The card's content. */
  children: ReactNode;
  /** The element it is: `li` for a card in a list of cards, `article` for a self-contained one; `div` by default. */
  as?: 'div' | 'li' | 'article';
  /** A class from the screen's stylesheet for the card's padding and layout. */
  className?: string;
  /** id of the card's title, which names it (for an `article`). */
  labelledBy?: string;
};

/** The surface's class, for a card that is itself a link (a service tile): a link cannot be a `Surface`. */
export const surfaceClassName = styles.surface;

/** A card's surface without MUI: the theme's card border, radius, shadow and background (MUI's `Card`), for plain screens. */
export function Surface({ children, as: Element = 'div', className, labelledBy }: SurfaceProps) {
  return <Element aria-labelledby={labelledBy} className={className ? `${surfaceClassName} ${className}` : surfaceClassName}>{children}</Element>;
}
