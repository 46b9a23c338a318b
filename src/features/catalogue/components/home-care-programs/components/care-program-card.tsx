import { useId, type ReactNode } from 'react';
import { Icon } from '@/design-system/icon/icon';
import landed from '@/design-system/fragment-target/landed-outline.module.css';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { surfaceClassName } from '@/design-system/surface/surface';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { careProgramAnchorId } from '@/features/catalogue/model/item-anchors';
import type { CareProgram } from '@/features/catalogue/schemas/care-program';
import styles from '@/features/catalogue/components/home-care-programs/components/care-program-card.module.css';

/** Material Design's Schedule and CheckCircleOutlined (Apache 2.0), drawn without MUI. */
const schedulePath =
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z';
const checkCirclePath =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z';

type CareProgramCardProps = {
  /** The program shown. */
  program: CareProgram;
  /** The card's call to action, e.g. a Request Callback button; the app supplies it. */
  action?: ReactNode;
};

/** A home care program (its id lets a link land on it): duration, name, summary, two inclusions, price and an action; plain HTML. */
export function CareProgramCard({ program, action }: CareProgramCardProps) {
  const nameId = useId();
  return (
    <article
      id={careProgramAnchorId(program.programeName)}
      tabIndex={-1}
      aria-labelledby={nameId}
      className={`${surfaceClassName} ${landed.landed} ${styles.card}`}
    >
      <div className={styles.duration}>
        <Icon path={schedulePath} size={20} />
        <p className={styles.durationText}>
          <span className={hidden.visuallyHidden}>Duration: </span>
          {program.programTime}
        </p>
      </div>
      <h3 id={nameId} className={styles.title}>
        {program.programeName}
      </h3>
      <p className={styles.summary}>{program.programeSummary}</p>
      <ul className={styles.details}>
        {[program.detail1, program.detail2].map((detail) => (
          <li key={detail}>
            <Icon path={checkCirclePath} size={20} className={styles.check} />
            <p className={styles.detail}>{detail}</p>
          </li>
        ))}
      </ul>
      <div className={styles.foot}>
        <PriceTag price={program.price} />
        {action}
      </div>
    </article>
  );
}
