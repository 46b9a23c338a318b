import type { ReactNode } from 'react';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useDoctors } from '@/features/catalogue/api/get-doctors';
import type { DoctorProfile } from '@/features/catalogue/schemas/doctor-profile';
import { DoctorIndex } from '@/features/catalogue/components/doctor-profiles/components/doctor-index';
import { DoctorProfileCard } from '@/features/catalogue/components/doctor-profiles/components/doctor-profile-card';
import { DoctorProfilesSkeleton } from '@/features/catalogue/components/doctor-profiles/components/doctor-profiles-skeleton';
import { doctorProfilesMessages as m } from '@/features/catalogue/components/doctor-profiles/doctor-profiles-messages';
import styles from '@/features/catalogue/components/doctor-profiles/doctor-profiles.module.css';

type DoctorProfilesProps = {
  /** The action under each doctor's contact details, e.g. a Request Callback button (the app passes one in). */
  renderAction?: (doctor: DoctorProfile) => ReactNode;
};

/** Every doctor profile of the data file, with an index of links to each; loading, error and empty states. */
export function DoctorProfiles({ renderAction }: DoctorProfilesProps) {
  const response = useDoctors();
  const status = dataStateOf(response, {
    errorMessage: m.loadError,
    emptyMessage: m.empty,
    skeleton: <DoctorProfilesSkeleton />,
  });
  const doctors = response.data ?? [];
  return (
    <DataState status={status} loadingLabel={m.loading}>
      <DoctorIndex doctors={doctors} />
      <div className={styles.profiles}>
        {doctors.map((doctor) => (
          <DoctorProfileCard key={doctor.name} doctor={doctor} action={renderAction?.(doctor)} />
        ))}
      </div>
    </DataState>
  );
}
