import { useId } from 'react';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { withToastHost } from '@/design-system/toast/toast-queue';
import { Icon } from '@/design-system/icon/icon';
import { PageContainer } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { siteConfig } from '@/lib/site-config';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { contactScreenMessages as m } from '@/features/leads/screens/contact-screen-messages';
import styles from '@/features/leads/screens/contact-screen.module.css';

/**
 * The form, with zod and react-hook-form, loads when a visitor reaches for it (focus, hover, touch): its inputs are
 * the browser's own until then, what is typed is kept and a submit meanwhile is held (design-system/deferred).
 */
const ContactForm = deferHydration(() => withToastHost(import('@/features/leads/components/contact-form').then((module) => module.ContactForm)), 'interaction');

/** Material Design's PhoneInTalkOutlined and EmailOutlined icons (Apache 2.0). */
const phoneIcon =
  'M15 12h2c0-2.76-2.24-5-5-5v2c1.66 0 3 1.34 3 3zm4 0h2c0-4.97-4.03-9-9-9v2c3.87 0 7 3.13 7 7zm1 3.5c-1.25 0-2.45-.2-3.57-.57-.1-.03-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.44-5.15-3.75-6.59-6.59l2.2-2.21c.28-.26.36-.65.25-1C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.5c0-.55-.45-1-1-1zM5.03 5h1.5c.07.88.22 1.75.45 2.58l-1.2 1.21c-.4-1.21-.66-2.47-.75-3.79zM19 18.97c-1.32-.09-2.6-.35-3.8-.76l1.2-1.2c.85.24 1.72.39 2.6.45v1.51z';
const emailIcon = 'M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 5-8-5zm0 12H4V8l8 5 8-5z';

type ContactScreenProps = {
  /** The screen's h1, from the route manifest. */
  heading: string;
};

/** Contact Us: the message form, the support line and e-mail, and a callback request; plain HTML but the form. */
export function ContactScreen({ heading }: ContactScreenProps) {
  const reachId = useId();
  return (
    <PageContainer className={styles.page}>
      <PageHeading>{heading}</PageHeading>
      <p className={styles.intro}>{m.intro}</p>
      <div className={styles.columns}>
        <div className={styles.panel}>
          <ContactForm />
        </div>
        <section aria-labelledby={reachId} className={`${styles.panel} ${styles.reach}`}>
          <h2 id={reachId} className={styles.reachTitle}>
            {m.reachTitle}
          </h2>
          <div className={styles.ways}>
            <div className={styles.way}>
              <Icon path={phoneIcon} className={styles.wayIcon} />
              <p className={styles.text}>
                {m.supportLine}
                <br />
                <a href={siteConfig.phone.href} className={styles.link}>
                  {siteConfig.phone.display}
                </a>
              </p>
            </div>
            <div className={styles.way}>
              <Icon path={emailIcon} className={styles.wayIcon} />
              <p className={styles.text}>
                {m.email}
                <br />
                <a href={`mailto:${siteConfig.email}`} className={`${styles.link} ${styles.email}`}>
                  {siteConfig.email}
                </a>
              </p>
            </div>
          </div>
          <p className={`${styles.text} ${styles.callback}`}>{m.callback}</p>
          <RequestCallbackButton />
        </section>
      </div>
    </PageContainer>
  );
}
