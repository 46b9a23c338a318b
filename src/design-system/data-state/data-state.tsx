import type { ReactNode } from 'react';
import type { DataStatus } from '@/design-system/data-state/data-status';
import { ErrorBox } from '@/design-system/data-state/components/error-box';
import { LoadingBox } from '@/design-system/data-state/components/loading-box';
import styles from '@/design-system/data-state/data-state.module.css';
import { dataStateMessages } from '@/design-system/data-state/data-state-messages';

export type DataStateProps = {
  /** Which state to show; build it with dataStateOf(swrResponse, …). */
  status: DataStatus;
  /** The content, shown only when the status is ready. */
  children?: ReactNode;
  /** Text announced (or, without a skeleton, shown) while loading. */
  loadingLabel?: string;
};

/** Loading, error, empty or the content: the three states of every data screen in one place, plain HTML (no MUI). */
export function DataState({ status, children, loadingLabel = dataStateMessages.loading }: DataStateProps) {
  switch (status.state) {
    case 'loading':
      return <LoadingBox skeleton={status.skeleton} label={loadingLabel} />;
    case 'error':
      return (
        <ErrorBox
          message={status.message}
          title={status.title}
          onRetry={status.onRetry}
          retryLabel={status.retryLabel ?? dataStateMessages.tryAgain}
        />
      );
    case 'empty':
      return (
        <p role="status" className={styles.empty}>
          {status.message}
        </p>
      );
    case 'ready':
      return <>{children}</>;
  }
}
