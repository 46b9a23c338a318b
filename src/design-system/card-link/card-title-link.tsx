import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from '@/design-system/card-link/card-link.module.css';

/** For the card around a CardTitleLink: the box its link stretches over. */
export const linkedCardClassName = styles.card;

type CardTitleLinkProps = {
  /** Where the card leads (a route of this site). */
  to: string;
  /** The id of the card's summary (e.g. its price), read after the title as the link's description. */
  describedBy?: string;
  /** The card's title: the link's whole name and visible text. */
  children: ReactNode;
};

/**
 * A card's only link, placed inside its heading and stretched over the card (the whole card is the target).
 * The rest of the card stays plain text, so the link's name is exactly what it shows.
 */
export function CardTitleLink({ to, describedBy, children }: CardTitleLinkProps) {
  return (
    <RouterLink to={to} className={styles.link} aria-describedby={describedBy}>
      {children}
    </RouterLink>
  );
}
