import { Suspense, lazy, type ReactNode } from 'react';
import { dataStateOf, type SwrLike } from '@/design-system/data-state/data-status';
import { PageHeading } from '@/design-system/page/page-heading';
import { TextLink } from '@/design-system/page/page-container';
import styles from '@/features/catalogue/components/detail-screen/detail-screen.module.css';

// The page holds its record (prerendered with its data), so loading and failing happen only after a client-side
// navigation: their MUI skeleton, spinner and alert load then, with MUI's theme.
const DetailScreenStates = lazy(() => import('@/features/catalogue/components/detail-screen/components/detail-screen-states'));

export type DetailScreenProps<Record> = {
  /** The data file's SWR response. */
  response: SwrLike<readonly Record[]>;
  /** The record the route's id names, once found. */
  record: Record | undefined;
  /** The route's id, named in the not-found message. */
  id: string | undefined;
  /** What the record is, capitalised: "Package", "Lab test". */
  kind: string;
  /** The spec's failure message. */
  errorMessage: string;
  /** Offers a Try Again button in the error state. */
  onRetry?: () => void;
  /** Placeholder sized like the content, rendered inside MUI's theme (a lazy component); null shows a spinner with a visible label. */
  skeleton: ReactNode;
  /** Announced (or shown beside the spinner) while loading. */
  loadingLabel: string;
  /** The screen for the record; it renders the page's h1. */
  children: (record: Record) => ReactNode;
};

/** The states of a detail route: loading, error, not found (once the data has loaded), or the record; plain HTML but for the first two. */
export function DetailScreen<Record>({ response, record, id, kind, errorMessage, onRetry, skeleton, loadingLabel, children }: DetailScreenProps<Record>) {
  if (record !== undefined) return <>{children(record)}</>;
  if (response.data !== undefined) return <DetailNotFound kind={kind} id={id} />;
  const status = dataStateOf(response, { errorMessage, skeleton, ...(onRetry && { onRetry }) });
  return (
    <div className={styles.state}>
      <PageHeading visuallyHidden={status.state === 'loading'} spaceBelow>{`${kind} details`}</PageHeading>
      <Suspense fallback={null}>
        <DetailScreenStates status={status} loadingLabel={loadingLabel} />
      </Suspense>
    </div>
  );
}

/** The id is not in the data: says so, naming the id, and offers a way on. */
export function DetailNotFound({ kind, id }: { kind: string; id: string | undefined }) {
  return (
    <div className={styles.state}>
      <PageHeading>{`${kind} not found`}</PageHeading>
      <p className={styles.notFound}>{`${kind} with ID ${id ?? ''} not found.`}</p>
      <div className={styles.wayOn}>
        <TextLink to="/">Back to the home page</TextLink>
      </div>
    </div>
  );
}
