import { useId } from 'react';
import { authMessages } from '@/features/auth/components/auth-messages';
import { authModes, type AuthMode } from '@/features/auth/components/auth-mode';
import styles from '@/features/auth/components/auth-side-panel.module.css';

type AuthSidePanelProps = {
  /** The screen's mode; the panel greets it and offers the other. */
  mode: AuthMode;
  /** Switches to the other mode. */
  onSwitch: () => void;
  /** Refuses switching while a request is in flight or the redirect is pending. */
  disabled?: boolean;
};

const { selfCheck, nextStep, answersKept } = authMessages.benefits;
const accountBenefits = [selfCheck, nextStep, answersKept];

/** The coloured panel beside the form: 'Welcome Back!' or 'Hello, Friend!', and the button to switch. Plain HTML. */
export function AuthSidePanel({ mode, onSwitch, disabled }: AuthSidePanelProps) {
  const titleId = useId();
  const copy = authModes[mode];
  return (
    <section aria-labelledby={titleId} data-mode={mode} className={`${styles.panel} ${styles[mode]}`}>
      <h2 id={titleId} className={styles.greeting}>
        {copy.greeting}
      </h2>
      <p className={styles.text}>{copy.invitation}</p>
      <ul className={styles.benefits}>
        {accountBenefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <button type="button" onClick={onSwitch} disabled={disabled} className={styles.switch}>
        {copy.switchLabel}
      </button>
    </section>
  );
}
