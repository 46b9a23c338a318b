import { bpSteps } from '@/app/pages/blood-pressure-monitor/bp-content';
import styles from '@/app/pages/blood-pressure-monitor/bp-steps.module.css';

/** Three numbered steps from download to the first reading; plain HTML. */
export function BpSteps() {
  return (
    <ol className={styles.steps}>
      {bpSteps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <div aria-hidden className={styles.number}>
            {index + 1}
          </div>
          <div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
