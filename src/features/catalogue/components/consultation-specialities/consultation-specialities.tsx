import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useConsultationSpecialities } from '@/features/catalogue/api/get-consultation-specialities';
import { SpecialityCard } from '@/features/catalogue/components/consultation-specialities/components/speciality-card';
import { SpecialitiesSkeleton } from '@/features/catalogue/components/consultation-specialities/components/specialities-skeleton';

type ConsultationSpecialitiesProps = {
  /** Accessible name of the carousel. */
  label?: string;
};

/** The consultation page's carousel of specialities: who to consult, and for what. */
export function ConsultationSpecialities({ label = 'Specialities' }: ConsultationSpecialitiesProps) {
  const response = useConsultationSpecialities();
  const status = dataStateOf(response, {
    errorMessage: 'Failed to load specialities. Please try again later.',
    skeleton: <SpecialitiesSkeleton />,
  });

  return (
    <DataState status={status} loadingLabel="Loading specialities">
      <Carousel
        label={label}
        items={response.data ?? []}
        getItemKey={(speciality) => speciality.specialist}
        renderItem={(speciality) => <SpecialityCard speciality={speciality} />}
      />
    </DataState>
  );
}
