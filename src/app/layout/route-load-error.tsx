import { layoutMessages } from '@/app/layout/layout-messages';
import styles from '@/app/layout/route-load-error.module.css';

/** In place of a page that failed to render (its code did not load): the spec's error box and a Try Again that reloads. */
export function RouteLoadError() {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.message}>{layoutMessages.pageFailed}</p>
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        {layoutMessages.tryAgain}
      </button>
    </div>
  );
}
