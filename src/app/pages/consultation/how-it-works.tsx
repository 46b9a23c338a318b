import { howItWorksMessages as steps } from '@/app/pages/consultation/how-it-works-messages';
import styles from '@/app/pages/consultation/how-it-works.module.css';

/** Five steps from choosing a doctor to the free follow-up, in order. */
const consultationSteps = [steps.speciality, steps.book, steps.consult, steps.prescription, steps.followUp] as const;

/** The five steps of an online consultation, as an ordered list; plain HTML. */
export function HowItWorks() {
  return (
    <ol className={styles.steps}>
      {consultationSteps.map((step, index) => (
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
