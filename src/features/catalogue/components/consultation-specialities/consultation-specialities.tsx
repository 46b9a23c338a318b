import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useConsultationSpecialities } from '@/features/catalogue/api/get-consultation-specialities';
import { SpecialitiesSkeleton } from '@/features/catalogue/components/consultation-specialities/components/specialities-skeleton';
import { SpecialityCard } from '@/features/catalogue/components/consultation-specialities/components/speciality-card';
import { consultationSpecialitiesMessages as m } from '@/features/catalogue/components/consultation-specialities/consultation-specialities-messages';

type ConsultationSpecialitiesProps = {
  /** Accessible name of the carousel. */
  label?: string;
};

/** The consultation page's carousel of specialities: who to consult, and for what; plain HTML, loading and error included. */
export function ConsultationSpecialities({ label = m.carouselLabel }: ConsultationSpecialitiesProps) {
  const { data, error } = useConsultationSpecialities();
  if (data === undefined) {
    const status = dataStateOf(
      { data, error },
      { errorMessage: m.loadError, skeleton: <SpecialitiesSkeleton /> },
    );
    return <DataState status={status} loadingLabel={m.loading} />;
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
