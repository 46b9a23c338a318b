import { useState } from 'react';
import { Carousel } from '@/design-system/carousel/carousel';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { Section } from '@/design-system/section/section';
import { useSpecialities } from '@/features/catalogue/api/get-specialities';
import { useSymptoms } from '@/features/catalogue/api/get-symptoms';
import { DOCTOR_TOPIC_CARD_HEIGHT, DoctorTopicCard } from '@/features/catalogue/components/symptoms-specialities/components/doctor-topic-card';
import { TopicToggle, type DoctorTopic } from '@/features/catalogue/components/symptoms-specialities/components/topic-toggle';
import { symptomsSpecialitiesMessages as m } from '@/features/catalogue/components/symptoms-specialities/symptoms-specialities-messages';

const emptyMessages: Record<DoctorTopic, string> = {
  symptoms: m.noSymptoms,
  specialities: m.noSpecialities,
};

/**
 * Home's Symptoms / Specialities block: one carousel whose list a toggle switches (back to the first
 * slide); both lists load together and every card opens /our-doctors. Plain HTML, loading, error and empty included.
 */
export function SymptomsSpecialities() {
  const [topic, setTopic] = useState<DoctorTopic>('symptoms');
  const symptoms = useSymptoms();
  const specialities = useSpecialities();
  const lists =
    symptoms.data !== undefined && specialities.data !== undefined
      ? { symptoms: symptoms.data, specialities: specialities.data }
      : undefined;
  const status = dataStateOf(
    { data: lists, error: symptoms.error ?? specialities.error },
    {
      errorMessage: m.loadError,
      emptyMessage: emptyMessages[topic],
      isEmpty: (loaded) => loaded[topic].length === 0,
      skeleton: <CarouselSkeleton cardHeight={DOCTOR_TOPIC_CARD_HEIGHT} />,
    },
  );
  const label = topic === 'symptoms' ? m.symptoms : m.specialities;

  return (
    <Section
      title={m.title}
      eyebrow={m.eyebrow}
      description={m.description}
      action={<TopicToggle value={topic} onChange={setTopic} />}
    >
      <DataState status={status} loadingLabel={m.loading}>
        <Carousel
          label={label}
          items={lists?.[topic] ?? []}
          getItemKey={(name) => name}
          renderItem={(name) => <DoctorTopicCard name={name} />}
          resetKey={topic}
        />
      </DataState>
    </Section>
  );
}
