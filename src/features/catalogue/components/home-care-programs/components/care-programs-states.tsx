import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useCarePrograms } from '@/features/catalogue/api/get-care-programs';
import { CareProgramSkeletons } from '@/features/catalogue/components/home-care-programs/components/care-program-skeletons';

type CareProgramsStatesProps = {
  /** The response while it has no care programs: loading, failed or empty. */
  response: Pick<ReturnType<typeof useCarePrograms>, 'data' | 'error'>;
};

/** Loading, error and empty for the care programs, through DataState (MUI): loaded only when the page holds no care programs. */
export default function CareProgramsStates({ response }: CareProgramsStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(response, {
          errorMessage: 'Failed to load data.',
          emptyMessage: 'No programs available.',
          skeleton: <CareProgramSkeletons />,
        })}
        loadingLabel="Loading care programs"
      />
    </MuiTheme>
  );
}
