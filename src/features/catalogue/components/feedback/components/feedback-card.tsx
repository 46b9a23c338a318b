import { Icon } from '@/design-system/icon/icon';
import { RatingStars } from '@/design-system/rating-stars/rating-stars';
import { surfaceClassName } from '@/design-system/surface/surface';
import type { Feedback } from '@/features/catalogue/schemas/feedback';
import { feedbackMessages as m } from '@/features/catalogue/components/feedback/feedback-messages';
import styles from '@/features/catalogue/components/feedback/components/feedback-card.module.css';

/** Material Design's FormatQuote (Apache 2.0), drawn without MUI. */
const formatQuotePath = 'M6 17h3l2-4V7H5v6h3zm8 0h3l2-4V7h-6v6h3z';

/** The avatar files are 96 × 96; shown at 56 px (7 spacing units). */
const avatarFile = { width: 96, height: 96 };

/** One patient's feedback: who they are, their 1–5 star rating and their words; plain HTML. */
export function FeedbackCard({ feedback }: { feedback: Feedback }) {
  return (
    <figure className={`${surfaceClassName} ${styles.card}`}>
      <figcaption className={styles.person}>
        <img src={feedback.profileImg} alt="" {...avatarFile} loading="lazy" decoding="async" className={styles.avatar} />
        <div>
          <p className={styles.name}>{feedback.profileName}</p>
          <p className={styles.about}>
            {m.ageAndPlace(feedback.profileAge, feedback.profilePlace)}
          </p>
        </div>
      </figcaption>
      <RatingStars rating={feedback.rating} size="small" />
      <blockquote className={styles.quote}>
        <Icon path={formatQuotePath} className={styles.quoteMark} />
        <p className={styles.comment}>{feedback.comment}</p>
      </blockquote>
    </figure>
  );
}
