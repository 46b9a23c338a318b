import styles from '@/features/catalogue/components/detail-screen/detail-screen.module.css';

/** A bulleted list of short texts at a readable line length. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.bulletList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
