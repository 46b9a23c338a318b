import { siteConfig } from '@/lib/site-config';
import styles from '@/app/pages/blood-pressure-monitor/bp-download-prompt.module.css';

/** Measuring happens in the app: a prompt with the store badges, which (as in the footer) link nowhere; plain HTML. */
export function BpDownloadPrompt({ titleId }: { titleId: string }) {
  return (
    <section aria-labelledby={titleId} className={styles.prompt}>
      <h2 id={titleId} className={styles.title}>
        Download the {siteConfig.brandName} app
      </h2>
      <p className={styles.text}>The monitor works inside the app. Install it on your phone to take your first reading.</p>
      <div className={styles.badges}>
        <img src="/images/badges/app-store.svg" alt="Download on the App Store" width={150} height={46} />
        <img src="/images/badges/google-play.svg" alt="Get it on Google Play" width={150} height={46} />
      </div>
    </section>
  );
}
