import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useConsultationSpecialities } from '@/features/catalogue/api/get-consultation-specialities';
import { SpecialitiesSkeleton } from '@/features/catalogue/components/consultation-specialities/components/specialities-skeleton';

type ConsultationSpecialitiesStatesProps = {
  /** The specialities' response while it has no data: loading or failed. */
  response: Pick<ReturnType<typeof useConsultationSpecialities>, 'data' | 'error'>;
};

/** Loading and error for the specialities, through DataState (MUI): loaded only when the page holds no specialities. */
export default function ConsultationSpecialitiesStates({ response }: ConsultationSpecialitiesStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(response, {
          errorMessage: 'Failed to load specialities. Please try again later.',
          skeleton: <SpecialitiesSkeleton />,
        })}
        loadingLabel="Loading specialities"
      />
    </MuiTheme>
  );
}
