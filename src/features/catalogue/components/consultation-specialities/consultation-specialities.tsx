import { Suspense, lazy } from 'react';
import { Carousel } from '@/design-system/carousel/carousel';
import { useConsultationSpecialities } from '@/features/catalogue/api/get-consultation-specialities';
import { SpecialityCard } from '@/features/catalogue/components/consultation-specialities/components/speciality-card';

const ConsultationSpecialitiesStates = lazy(
  () => import('@/features/catalogue/components/consultation-specialities/components/consultation-specialities-states'),
);

type ConsultationSpecialitiesProps = {
  /** Accessible name of the carousel. */
  label?: string;
};

/**
 * The consultation page's carousel of specialities: who to consult, and for what. Plain HTML, as the page holds
 * their data; the loading and error states (DataState) load lazily with MUI.
 */
export function ConsultationSpecialities({ label = 'Specialities' }: ConsultationSpecialitiesProps) {
  // Both read here, so SWR re-renders this on either: the lazily loaded states only read the values passed in.
  const { data, error } = useConsultationSpecialities();
  if (data === undefined) {
    return (
      <Suspense fallback={null}>
        <ConsultationSpecialitiesStates response={{ data, error }} />
      </Suspense>
    );
  }
  return (
    <Carousel
      label={label}
      items={data}
      getItemKey={(speciality) => speciality.specialist}
      renderItem={(speciality) => <SpecialityCard speciality={speciality} />}
    />
  );
}
