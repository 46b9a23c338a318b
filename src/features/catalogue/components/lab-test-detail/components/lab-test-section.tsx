import { useId } from 'react';
import type { LabTestSection } from '@/features/catalogue/schemas/lab-test-detail';
import { BulletList } from '@/features/catalogue/components/detail-screen/bullet-list';
import styles from '@/features/catalogue/components/lab-test-detail/components/lab-test-detail.module.css';

/** One section: a bulleted list, or a list of terms each with its description. */
export function LabTestSectionContent({ section }: { section: LabTestSection }) {
  const headingId = useId();
  const { content } = section;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {section.title}
      </h2>
      {content.type === 'list' ? (
        <BulletList items={content.items} />
      ) : (
        <dl className={styles.terms}>
          {content.items.map((item) => (
            <div key={item.title} className={styles.term}>
              <dt className={styles.termTitle}>{item.title}</dt>
              <dd className={styles.termDescription}>{item.description}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
