import { useId } from 'react';
import { surfaceClassName } from '@/design-system/surface/surface';
import landed from '@/design-system/fragment-target/landed-outline.module.css';
import { specialistAnchorId } from '@/features/catalogue/model/item-anchors';
import type { SpecialityCard as Speciality } from '@/features/catalogue/schemas/speciality-card';
import { consultationSpecialitiesMessages as m } from '@/features/catalogue/components/consultation-specialities/consultation-specialities-messages';
import styles from '@/features/catalogue/components/consultation-specialities/components/speciality-card.module.css';

/** Size of the speciality illustration in px, the SVGs' own. */
export const specialityImageSize = 96;

type SpecialityCardProps = {
  /** The speciality: who, an illustration, and conditions they treat. */
  speciality: Speciality;
};

/** One speciality (its id lets a link land on it): its illustration, the specialist's title and the conditions they commonly treat; plain HTML. */
export function SpecialityCard({ speciality }: SpecialityCardProps) {
  const captionId = useId();
  const titleId = useId();
  return (
    <article
      id={specialistAnchorId(speciality.specialist)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`${surfaceClassName} ${landed.landed} ${styles.card}`}
    >
      <div className={styles.header}>
        <img src={speciality.image} alt="" width={specialityImageSize} height={specialityImageSize} loading="lazy" className={styles.image} />
        <h3 id={titleId} className={styles.title}>
          {speciality.specialist}
        </h3>
      </div>
      <div>
        <p id={captionId} className={styles.caption}>
          {m.consultFor}
        </p>
        <ul aria-labelledby={captionId} className={styles.conditions}>
          {speciality.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
