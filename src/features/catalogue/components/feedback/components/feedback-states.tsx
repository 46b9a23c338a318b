import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useFeedback } from '@/features/catalogue/api/get-feedback';
import { FeedbackSkeletons } from '@/features/catalogue/components/feedback/components/feedback-skeletons';

type FeedbackStatesProps = {
  /** The response while it has no feedback: loading, failed or empty. */
  response: Pick<ReturnType<typeof useFeedback>, 'data' | 'error'>;
};

/** Loading, error and empty for the feedback, through DataState (MUI): loaded only when the page holds no feedback. */
export default function FeedbackStates({ response }: FeedbackStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(response, {
          errorMessage: 'Failed to load data.',
          emptyMessage: 'No feedback available.',
          skeleton: <FeedbackSkeletons />,
        })}
        loadingLabel="Loading patient feedback"
      />
    </MuiTheme>
  );
}
