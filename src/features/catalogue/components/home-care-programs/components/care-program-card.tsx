import { useId, type ReactNode } from 'react';
import { Icon } from '@/design-system/icon/icon';
import { checkCircleOutline, scheduleOutlined } from '@/design-system/icon/material-icon-paths';
import landed from '@/design-system/fragment-target/landed-outline.module.css';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { surfaceClassName } from '@/design-system/surface/surface';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { careProgramAnchorId } from '@/features/catalogue/model/item-anchors';
import type { CareProgram } from '@/features/catalogue/schemas/care-program';
import { homeCareProgramsMessages as m } from '@/features/catalogue/components/home-care-programs/home-care-programs-messages';
import styles from '@/features/catalogue/components/home-care-programs/components/care-program-card.module.css';

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
        <Icon path={scheduleOutlined} size={20} />
        <p className={styles.durationText}>
          <span className={hidden.visuallyHidden}>{m.duration} </span>
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
            <Icon path={checkCircleOutline} size={20} className={styles.check} />
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
