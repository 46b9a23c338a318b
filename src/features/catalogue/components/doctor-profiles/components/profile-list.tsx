import styles from '@/features/catalogue/components/doctor-profiles/components/doctor-profile-card.module.css';

type ProfileListProps = {
  /** The list's heading, e.g. "Education". */
  title: string;
  /** Its items, shown as a bulleted list. */
  items: readonly string[];
};

/** One titled list of a doctor profile: education, experience, expertise or why choose (no landmark: every profile repeats these titles). */
export function ProfileList({ title, items }: ProfileListProps) {
  return (
    <div>
      <h3 className={styles.subheading}>{title}</h3>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
