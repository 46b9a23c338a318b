import { Icon } from '@/design-system/icon/icon';
import { scheduleOutlined } from '@/design-system/icon/material-icon-paths';
import { Surface } from '@/design-system/surface/surface';
import { opdReasons, type OpdReasonIcon } from '@/app/pages/opd/opd-reasons';
import styles from '@/app/pages/opd/opd-why-us.module.css';

/** Material Design's outlined icons (Apache 2.0), drawn without MUI: LocalHospital, MedicalServices, Science, Schedule. */
const icons: Record<OpdReasonIcon, string> = {
  hospitals: 'M19 3H5c-1.1 0-1.99.9-1.99 2L3 19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V5h14zm-8.5-2h3v-3.5H17v-3h-3.5V7h-3v3.5H7v3h3.5z',
  doctors:
    'M20 6h-4V4c0-1.1-.9-2-2-2h-4c-1.1 0-2 .9-2 2v2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2M10 4h4v2h-4zm10 16H4V8h16z' +
    'M13 10h-2v3H8v2h3v3h2v-3h3v-2h-3z',
  labs: 'M13 11.33 18 18H6l5-6.67V6h2m2.96-2H8.04c-.42 0-.65.48-.39.81L9 6.5v4.17L3.2 18.4c-.49.66-.02 1.6.8 1.6h16c.82 0 1.29-.94.8-1.6L15 10.67V6.5l1.35-1.69c.26-.33.03-.81-.39-.81',
  reports: scheduleOutlined,
};

/** Four reason cards, one to four per row: plain HTML. */
export function OpdWhyUs() {
  return (
    <ul className={styles.grid}>
      {opdReasons.map((reason) => (
        <Surface key={reason.title} as="li" className={styles.card}>
          <span aria-hidden className={styles.icon}>
            <Icon path={icons[reason.icon]} />
          </span>
          <h3 className={styles.title}>{reason.title}</h3>
          <p className={styles.text}>{reason.text}</p>
        </Surface>
      ))}
    </ul>
  );
}
