import { Icon } from '@/design-system/icon/icon';
import { checkCircleOutline } from '@/design-system/icon/material-icon-paths';
import { surfaceClassName } from '@/design-system/surface/surface';
import type { OpdService } from '@/features/catalogue/schemas/opd-service';
import sizes from '@/features/catalogue/components/opd-services/components/opd-panel-size.module.css';
import styles from '@/features/catalogue/components/opd-services/components/opd-service-panel.module.css';

type OpdServicePanelProps = {
  /** The category shown. */
  service: OpdService;
  /** The panel's id, which its tab controls. */
  id: string;
  /** Id of the tab that labels the panel. */
  labelledBy: string;
  /** True while another tab is selected. */
  hidden: boolean;
};

/** One tabpanel: the category's illustration, its name and the list of what it covers; plain HTML. */
export function OpdServicePanel({ service, id, labelledBy, hidden }: OpdServicePanelProps) {
  return (
    // The panel carries no display style, so the hidden attribute keeps it out of view. It holds no
    // control of its own, so (APG tabs) it takes focus itself: Tab from the tab list lands on it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={hidden} tabIndex={0}>
      <div className={`${surfaceClassName} ${sizes.panelHeight} ${styles.card}`}>
        <img src={service.image} alt="" width={96} height={96} loading="lazy" className={styles.picture} />
        <div>
          <h3 className={styles.name}>{service.category}</h3>
          <ul className={styles.details}>
            {service.details.map((detail) => (
              <li key={detail} className={styles.detail}>
                <Icon path={checkCircleOutline} className={styles.check} />
                <p className={styles.text}>{detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
