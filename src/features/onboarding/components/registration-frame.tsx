import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Icon } from '@/design-system/icon/icon';
import { PageHeading } from '@/design-system/page/page-heading';
import { ONBOARDING_CHOOSER_PATH } from '@/features/onboarding/components/registration-paths';
import { registrationFrameMessages } from '@/features/onboarding/components/registration-frame-messages';
import styles from '@/features/onboarding/components/registration-frame.module.css';

/** Material Design's ArrowBack icon (Apache 2.0). */
const arrowBack = 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z';

type RegistrationFrameProps = {
  /** The page's h1, from the route manifest; it also names the form. */
  heading: string;
  /** One or two sentences on who the form is for and what to have ready. */
  intro: ReactNode;
  children: ReactNode;
};

/** The page around a registration form: a way back to the chooser, the heading, the intro and the form's panel. Plain HTML. */
export function RegistrationFrame({ heading, intro, children }: RegistrationFrameProps) {
  return (
    <div className={styles.page}>
      <RouterLink to={ONBOARDING_CHOOSER_PATH} className={styles.back}>
        <Icon path={arrowBack} size={20} />
        {registrationFrameMessages.back}
      </RouterLink>
      <PageHeading>{heading}</PageHeading>
      <p className={styles.intro}>{intro}</p>
      <p className={styles.required}>
        {registrationFrameMessages.required.before}
        <span className={styles.star}>*</span>
        {registrationFrameMessages.required.after}
      </p>
      <div className={styles.panel}>{children}</div>
    </div>
  );
}
