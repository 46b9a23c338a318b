import { useId } from 'react';
import { CardTitleLink, linkedCardClassName } from '@/design-system/card-link/card-title-link';
import { Icon } from '@/design-system/icon/icon';
import { surfaceClassName } from '@/design-system/surface/surface';
import { symptomsSpecialitiesMessages as m } from '@/features/catalogue/components/symptoms-specialities/symptoms-specialities-messages';
import styles from '@/features/catalogue/components/symptoms-specialities/components/doctor-topic-card.module.css';

/** Material Design's ArrowForward (Apache 2.0), drawn without MUI. */
const arrowForwardPath = 'm12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z';

/** Height of a symptom or speciality card in theme spacing units; the loading skeleton uses the same. */
export const DOCTOR_TOPIC_CARD_HEIGHT = 14;

/** A symptom or speciality: its name and a "Find a doctor" hint; opens /our-doctors; plain HTML. */
export function DoctorTopicCard({ name }: { name: string }) {
  const hintId = useId();
  return (
    <div className={`${surfaceClassName} ${linkedCardClassName} ${styles.card}`}>
      <h3 className={styles.title}>
        <CardTitleLink to="/our-doctors" describedBy={hintId}>
          {name}
        </CardTitleLink>
      </h3>
      <span id={hintId} className={styles.hint}>
        {m.findADoctor}
        <Icon path={arrowForwardPath} size={20} />
      </span>
    </div>
  );
}
