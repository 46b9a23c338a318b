import { Suspense, useId, type ReactNode } from 'react';
import styles from '@/design-system/section/section.module.css';

export type SectionProps = {
  /** The section heading's text. */
  title: ReactNode;
  /** Heading level; h2 for page sections, h3 inside another section. */
  headingLevel?: 'h2' | 'h3';
  /** Short kicker shown above the heading, e.g. "Derma Essentials". */
  eyebrow?: ReactNode;
  /** A sentence or two under the heading. */
  description?: ReactNode;
  /** An action beside the heading, e.g. a "View all" link or a toggle. */
  action?: ReactNode;
  /** Id of the heading, which labels the section; defaults to a generated one. */
  id?: string;
  /** The section's content. */
  children?: ReactNode;
};

/** A page section labelled by its heading, with an optional eyebrow, description and action: plain HTML and build-time CSS. */
export function Section({ title, headingLevel = 'h2', eyebrow, description, action, id, children }: SectionProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  const Heading = headingLevel;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading id={headingId} className={`${styles.title} ${styles[headingLevel]}`}>
            {title}
          </Heading>
          {description && <div className={styles.description}>{description}</div>}
        </div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {/* A boundary per section: React hydrates each in its own small task, and what the user touches first. */}
      <Suspense fallback={null}>{children}</Suspense>
    </section>
  );
}
