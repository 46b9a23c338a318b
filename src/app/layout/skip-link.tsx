import { layoutMessages } from '@/app/layout/layout-messages';
import styles from '@/app/layout/skip-link.module.css';

/** First focusable element: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className={styles.skipLink}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById('main');
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      {layoutMessages.skipToMain}
    </a>
  );
}
