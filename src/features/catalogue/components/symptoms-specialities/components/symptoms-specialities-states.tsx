import { MuiTheme } from '@theme/mui-theme';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { DOCTOR_TOPIC_CARD_HEIGHT } from '@/features/catalogue/components/symptoms-specialities/components/doctor-topic-card';
import type { DoctorTopic } from '@/features/catalogue/components/symptoms-specialities/components/topic-toggle';

const emptyMessages: Record<DoctorTopic, string> = {
  symptoms: 'No symptoms available.',
  specialities: 'No specialities available.',
};

type SymptomsSpecialitiesStatesProps = {
  /** Both lists once both have loaded. */
  lists: Record<DoctorTopic, readonly string[]> | undefined;
  /** The first failure of either request. */
  error: unknown;
  /** The list the toggle shows. */
  topic: DoctorTopic;
};

/** Loading, error and empty for the symptoms and specialities, through DataState (MUI): loaded only when the page holds no list to show. */
export default function SymptomsSpecialitiesStates({ lists, error, topic }: SymptomsSpecialitiesStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(
          { data: lists, error },
          {
            errorMessage: 'Failed to fetch data',
            emptyMessage: emptyMessages[topic],
            isEmpty: (loaded) => loaded[topic].length === 0,
            skeleton: <CarouselSkeleton cardHeight={DOCTOR_TOPIC_CARD_HEIGHT} />,
          },
        )}
        loadingLabel="Loading symptoms and specialities"
      />
    </MuiTheme>
  );
}
