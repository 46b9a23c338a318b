import { storeBadges } from '@/app/images/store-badges';
import { bloodPressureMonitorMessages } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-messages';
import styles from '@/app/pages/blood-pressure-monitor/bp-download-prompt.module.css';

const { download } = bloodPressureMonitorMessages;

/** Measuring happens in the app: a prompt with the store badges, which (as in the footer) link nowhere; plain HTML. */
export function BpDownloadPrompt({ titleId }: { titleId: string }) {
  return (
    <section aria-labelledby={titleId} className={styles.prompt}>
      <h2 id={titleId} className={styles.title}>
        {download.title}
      </h2>
      <p className={styles.text}>{download.text}</p>
      <div className={styles.badges}>
        <img src={storeBadges.appStore} alt={download.appStore} width={150} height={46} />
        <img src={storeBadges.googlePlay} alt={download.googlePlay} width={150} height={46} />
      </div>
    </section>
  );
}
