import { Suspense, lazy, useState } from 'react';
import { Carousel } from '@/design-system/carousel/carousel';
import { Section } from '@/design-system/section/section';
import { useSpecialities } from '@/features/catalogue/api/get-specialities';
import { useSymptoms } from '@/features/catalogue/api/get-symptoms';
import { DoctorTopicCard } from '@/features/catalogue/components/symptoms-specialities/components/doctor-topic-card';
import { TopicToggle, type DoctorTopic } from '@/features/catalogue/components/symptoms-specialities/components/topic-toggle';

const SymptomsSpecialitiesStates = lazy(
  () => import('@/features/catalogue/components/symptoms-specialities/components/symptoms-specialities-states'),
);

/**
 * Home's Symptoms / Specialities block: one carousel whose list a toggle switches (back to the first
 * slide); both lists load together and every card opens /our-doctors. Plain HTML, as the page holds the lists;
 * the loading, error and empty states (DataState) load lazily with MUI.
 */
export function SymptomsSpecialities() {
  const [topic, setTopic] = useState<DoctorTopic>('symptoms');
  const symptoms = useSymptoms();
  const specialities = useSpecialities();
  const lists =
    symptoms.data !== undefined && specialities.data !== undefined
      ? { symptoms: symptoms.data, specialities: specialities.data }
      : undefined;
  const shown = lists?.[topic];
  const label = topic === 'symptoms' ? 'Symptoms' : 'Specialities';

  return (
    <Section
      title="Consult a doctor"
      eyebrow="Symptoms and specialities"
      description="Start from how you feel or the specialist you need."
      action={<TopicToggle value={topic} onChange={setTopic} />}
    >
      {shown !== undefined && shown.length > 0 ? (
        <Carousel label={label} items={shown} getItemKey={(name) => name} renderItem={(name) => <DoctorTopicCard name={name} />} resetKey={topic} />
      ) : (
        <Suspense fallback={null}>
          <SymptomsSpecialitiesStates lists={lists} error={symptoms.error ?? specialities.error} topic={topic} />
        </Suspense>
      )}
    </Section>
  );
}
