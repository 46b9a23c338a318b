import { useId } from 'react';
import { TextLink } from '@/design-system/page/page-container';
import { doctorAnchorId } from '@/features/catalogue/model/doctor-links';
import { DOCTOR_INDEX_ANCHOR_ID } from '@/features/catalogue/model/item-anchors';
import type { DoctorProfile } from '@/features/catalogue/schemas/doctor-profile';
import { doctorProfilesMessages as m } from '@/features/catalogue/components/doctor-profiles/doctor-profiles-messages';
import styles from '@/features/catalogue/components/doctor-profiles/components/doctor-index.module.css';

/** Links to each profile further down the page: name and title, so a long list is quick to scan. Symptoms and specialities link here. */
export function DoctorIndex({ doctors }: { doctors: readonly DoctorProfile[] }) {
  const headingId = useId();
  return (
    <nav id={DOCTOR_INDEX_ANCHOR_ID} tabIndex={-1} aria-labelledby={headingId} className={styles.index}>
      <h2 id={headingId} className={styles.heading}>
        {m.indexHeading}
      </h2>
      <ul className={styles.list}>
        {doctors.map((doctor) => (
          <li key={doctor.name}>
            <TextLink href={`#${doctorAnchorId(doctor.name)}`}>{doctor.name}</TextLink>
            <span className={styles.doctorTitle}>{doctor.title}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
