import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useConsultationSpecialities } from '@/features/catalogue/api/get-consultation-specialities';
import { SpecialitiesSkeleton } from '@/features/catalogue/components/consultation-specialities/components/specialities-skeleton';
import { SpecialityCard } from '@/features/catalogue/components/consultation-specialities/components/speciality-card';

type ConsultationSpecialitiesProps = {
  /** Accessible name of the carousel. */
  label?: string;
};

/** The consultation page's carousel of specialities: who to consult, and for what; plain HTML, loading and error included. */
export function ConsultationSpecialities({ label = 'Specialities' }: ConsultationSpecialitiesProps) {
  const { data, error } = useConsultationSpecialities();
  if (data === undefined) {
    const status = dataStateOf(
      { data, error },
      { errorMessage: 'Failed to load specialities. Please try again later.', skeleton: <SpecialitiesSkeleton /> },
    );
    return <DataState status={status} loadingLabel="Loading specialities" />;
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
