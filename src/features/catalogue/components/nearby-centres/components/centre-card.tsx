import { useId, type ReactNode } from 'react';
import { Icon } from '@/design-system/icon/icon';
import { scheduleOutlined } from '@/design-system/icon/material-icon-paths';
import { TextLink } from '@/design-system/page/page-container';
import { surfaceClassName } from '@/design-system/surface/surface';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { OPEN_NOW_STATUS } from '@/features/catalogue/model/centre-status';
import type { DiagnosticCentre } from '@/features/catalogue/schemas/diagnostic-centre';
import { telHref } from '@/features/catalogue/components/nearby-centres/centre-filters';
import { useOpenState } from '@/features/catalogue/components/nearby-centres/components/use-open-state';
import { nearbyCentresMessages as m } from '@/features/catalogue/components/nearby-centres/nearby-centres-messages';
import styles from '@/features/catalogue/components/nearby-centres/components/centre-card.module.css';

/** Material Design's icons (Apache 2.0), drawn without MUI: CheckCircle, DoNotDisturbOn, LocationOn, Schedule, Phone (outlined). */
const icons = {
  open: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  closed: 'M7 11v2h10v-2zm5-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  address:
    'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7M7 9c0-2.76 2.24-5 5-5s5 2.24 5 5c0 2.88-2.88 7.19-5 9.88C9.92 16.21 7 11.85 7 9' +
    'm5-2.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5',
  hours: scheduleOutlined,
  phone:
    'M6.54 5c.06.89.21 1.76.45 2.59l-1.2 1.2c-.41-1.2-.67-2.47-.76-3.79zm9.86 12.02c.85.24 1.72.39 2.6.45v1.49c-1.32-.09-2.59-.35-3.8-.75zM7.5 3H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.49c0-.55-.45-1-1-1-1.24 0-2.45-.2-3.57-.57-.1-.04-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.45-5.15-3.76-6.59-6.59l2.2-2.2c.28-.28.36-.67.25-1.02C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1',
};

/** One fact of the card: an icon, a spoken label and the value. */
function Fact({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <Icon path={icon} size={20} className={styles.factIcon} />
      <p className={styles.factText}>
        <span className={hidden.visuallyHidden}>{label}: </span>
        {children}
      </p>
    </div>
  );
}

/**
 * Open in bold on green with a tick; closed in grey with a different icon, so colour is never the only cue.
 * Computed from the hours once hydrated; the data file's status before that, without JavaScript, and for
 * hours that do not parse.
 */
function CentreStatus({ status, hours }: { status: string; hours: string }) {
  const live = useOpenState(hours);
  const open = live ? live.open : status === OPEN_NOW_STATUS;
  return (
    <p className={`${styles.status} ${open ? styles.open : styles.closed}`}>
      <Icon path={open ? icons.open : icons.closed} size={16} />
      <span className={hidden.visuallyHidden}>{m.status}: </span>
      {live ? (live.open ? m.openNow(live.closes) : m.closedNow(live.opens)) : m.fileStatus(status)}
    </p>
  );
}

/** A diagnostic centre: name, status, address, opening hours and a phone number to call; plain HTML on the theme card's surface. */
export function CentreCard({ centre }: { centre: DiagnosticCentre }) {
  const nameId = useId();
  return (
    <li className={`${surfaceClassName} ${styles.card}`}>
      <article aria-labelledby={nameId} className={styles.content}>
        <h3 id={nameId} className={styles.name}>
          {centre.name}
        </h3>
        <CentreStatus status={centre.status} hours={centre.hours} />
        <Fact icon={icons.address} label={m.address}>
          {centre.address}
        </Fact>
        <Fact icon={icons.hours} label={m.hours}>
          {centre.hours}
        </Fact>
        <Fact icon={icons.phone} label={m.phone}>
          <TextLink href={telHref(centre.phone)}>{centre.phone}</TextLink>
        </Fact>
      </article>
    </li>
  );
}
