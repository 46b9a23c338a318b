import { storeBadges } from '@/app/images/store-badges';
import { GET_THE_APP_ID } from '@/app/pages/consultation/consultation-content';
import { getTheAppMessages as app } from '@/app/pages/consultation/get-the-app-messages';
import styles from '@/app/pages/consultation/get-the-app.module.css';

const headingId = `${GET_THE_APP_ID}-heading`;

/**
 * Where the membership's download button lands: bookings happen in the app, and the store badges
 * have no link target (spec §2), so this says how to find the app rather than faking a store link. Plain HTML.
 */
export function GetTheApp() {
  return (
    <section id={GET_THE_APP_ID} aria-labelledby={headingId} className={styles.section}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {app.heading}
        </h2>
        <p className={styles.text}>{app.text}</p>
      </div>
      <div className={styles.badges}>
        <img src={storeBadges.appStore} alt={app.appStore} width={150} height={46} loading="lazy" />
        <img src={storeBadges.googlePlay} alt={app.googlePlay} width={150} height={46} loading="lazy" />
      </div>
    </section>
  );
}
