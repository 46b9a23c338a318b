import { Surface } from '@/design-system/surface/surface';
import styles from '@/app/pages/about/info-card-grid.module.css';

type InfoCardGridProps = {
  /** Cards with a short title and a sentence or two. */
  items: ReadonlyArray<{ title: string; text: string }>;
  /** Heading level of each card's title, one below the section's. */
  headingLevel?: 'h3' | 'h4';
};

/** A responsive grid of text cards, one to four per row: plain HTML. */
export function InfoCardGrid({ items, headingLevel = 'h3' }: InfoCardGridProps) {
  const Heading = headingLevel;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <Surface key={item.title} as="li" className={styles.card}>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.text}</p>
        </Surface>
      ))}
    </ul>
  );
}
