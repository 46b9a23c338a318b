import { Skeleton } from '@/design-system/skeleton/skeleton';
import { surfaceClassName } from '@/design-system/surface/surface';
import { doctorAvatarSize } from '@/features/catalogue/components/doctor-profiles/components/doctor-profile-card';
import card from '@/features/catalogue/components/doctor-profiles/components/doctor-profile-card.module.css';
import styles from '@/features/catalogue/components/doctor-profiles/components/doctor-profiles-skeleton.module.css';

const PLACEHOLDER_PROFILES = 3;

/** Placeholder profiles laid out like the real ones: avatar, name and contact beside the about text and four lists. */
export function DoctorProfilesSkeleton() {
  return (
    <div className={styles.profiles}>
      {Array.from({ length: PLACEHOLDER_PROFILES }, (_, index) => (
        <div key={index} data-testid="doctor-profile-skeleton" className={`${surfaceClassName} ${card.card}`}>
          <div className={styles.column}>
            <Skeleton variant="circular" width={doctorAvatarSize} height={doctorAvatarSize} />
            <Skeleton variant="text" width="80%" className={styles.name} />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" className={styles.contact} />
          </div>
          <div className={`${styles.column} ${styles.main}`}>
            <Skeleton variant="rounded" className={styles.about} />
            <div className={card.lists}>
              {Array.from({ length: 4 }, (_, list) => (
                <Skeleton key={list} variant="rounded" className={styles.list} />
              ))}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
