import { useId, useState } from 'react';
import { PlainButton } from '@/design-system/button/plain-button';
import type { IncludedTest } from '@/features/catalogue/schemas/health-check-detail';
import { healthCheckDetailMessages } from '@/features/catalogue/components/health-check-detail/health-check-detail-messages';
import styles from '@/features/catalogue/components/health-check-detail/components/health-check-detail.module.css';

/** Tests listed before View All Tests; the rest open on request. */
export const TESTS_SHOWN_FIRST = 6;

/** The included tests (name and count); a long list shows its first few and a View All Tests disclosure. */
export function IncludedTests({ tests }: { tests: readonly IncludedTest[] }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const truncated = tests.length > TESTS_SHOWN_FIRST;
  const shown = truncated && !expanded ? tests.slice(0, TESTS_SHOWN_FIRST) : tests;
  return (
    <>
      <ul id={listId} className={styles.tests}>
        {shown.map((test) => (
          <li key={test.name} className={styles.test}>
            <span className={styles.testName}>{test.name}</span>
            <span className={styles.testCount}>{healthCheckDetailMessages.testCount(test.count)}</span>
          </li>
        ))}
      </ul>
      {truncated && (
        <div className={styles.toggle}>
          <PlainButton variant="outlined" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
            {expanded ? healthCheckDetailMessages.showFewerTests : healthCheckDetailMessages.viewAllTests}
          </PlainButton>
        </div>
      )}
    </>
  );
}
