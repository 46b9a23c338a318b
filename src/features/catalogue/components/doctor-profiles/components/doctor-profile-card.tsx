import { useId, type ReactNode } from 'react';
import { surfaceClassName } from '@/design-system/surface/surface';
import { doctorAnchorId } from '@/features/catalogue/model/doctor-links';
import type { DoctorProfile } from '@/features/catalogue/schemas/doctor-profile';
import { DoctorContact } from '@/features/catalogue/components/doctor-profiles/components/doctor-contact';
import { ProfileList } from '@/features/catalogue/components/doctor-profiles/components/profile-list';
import { doctorProfilesMessages as m } from '@/features/catalogue/components/doctor-profiles/doctor-profiles-messages';
import styles from '@/features/catalogue/components/doctor-profiles/components/doctor-profile-card.module.css';

/** Side of the avatar in px (the SVGs are square). */
export const doctorAvatarSize = 96;

type DoctorProfileCardProps = {
  /** The profile. */
  doctor: DoctorProfile;
  /** What the profile offers under its contact details, e.g. a Request Callback button. */
  action?: ReactNode;
};

/** A doctor's whole profile, an article named by the doctor and reachable at /our-doctors#{anchor}. */
export function DoctorProfileCard({ doctor, action }: DoctorProfileCardProps) {
  const nameId = useId();
  return (
    <article id={doctorAnchorId(doctor.name)} tabIndex={-1} aria-labelledby={nameId} className={`${surfaceClassName} ${styles.card}`}>
      <div className={styles.aside}>
        <img src={doctor.image} alt={m.avatarAlt(doctor.name)} width={doctorAvatarSize} height={doctorAvatarSize} loading="lazy" />
        <div>
          <h2 id={nameId} className={styles.name}>
            {doctor.name}
          </h2>
          <p className={styles.title}>{doctor.title}</p>
        </div>
        <DoctorContact doctor={doctor} />
        {action}
      </div>
      <div className={styles.main}>
        <div>
          <h3 className={styles.subheading}>{m.about}</h3>
          <p className={styles.about}>{doctor.about}</p>
        </div>
        <div className={styles.lists}>
          <ProfileList title={m.education} items={doctor.education} />
          <ProfileList title={m.experience} items={doctor.experience} />
          <ProfileList title={m.expertise} items={doctor.expertise} />
          <ProfileList title={m.whyChoose(doctor.name)} items={doctor.whyChoose} />
        </div>
      </div>
    </article>
  );
}
