import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import type { DataStatus } from '@/design-system/data-state/data-status';

type DetailScreenStatesProps = {
  /** Loading or error: the record's page did not hold its data. */
  status: DataStatus;
  /** Announced (or shown beside the spinner) while loading. */
  loadingLabel: string;
};

/** A detail screen's skeleton or spinner, or its error box, with MUI's theme: loaded only when the page has no data yet. */
export default function DetailScreenStates({ status, loadingLabel }: DetailScreenStatesProps) {
  return (
    <MuiTheme>
      <DataState status={status} loadingLabel={loadingLabel} />
    </MuiTheme>
  );
}
