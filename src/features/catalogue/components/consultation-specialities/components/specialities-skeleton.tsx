import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import { surfaceClassName } from '@/design-system/surface/surface';
import { specialityImageSize } from '@/features/catalogue/components/consultation-specialities/components/speciality-card';
import styles from '@/features/catalogue/components/consultation-specialities/components/specialities-skeleton.module.css';

const conditionRows = 4;

function SpecialityCardSkeleton() {
  return (
    <div className={`${surfaceClassName} ${styles.card}`}>
      <div className={styles.heading}>
        <Skeleton variant="circular" width={specialityImageSize} height={specialityImageSize} className={styles.image} />
        <Skeleton variant="text" className={styles.name} />
      </div>
      <div>
        <Skeleton variant="text" width="30%" className={styles.conditionsTitle} />
        <div className={styles.conditions}>
          {Array.from({ length: conditionRows }, (_, row) => (
            <Skeleton key={row} variant="text" width={`${85 - row * 10}%`} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** The carousel's shape while loading: its controls, one, two or three card placeholders by breakpoint, the slider's room. */
export function SpecialitiesSkeleton() {
  return <CarouselSkeleton card={<SpecialityCardSkeleton />} />;
}
