import type { ReactNode } from 'react';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf, type SwrLike } from '@/design-system/data-state/data-status';
import { PageHeading } from '@/design-system/page/page-heading';
import { TextLink } from '@/design-system/page/page-container';
import { detailScreenMessages } from '@/features/catalogue/components/detail-screen/detail-screen-messages';
import styles from '@/features/catalogue/components/detail-screen/detail-screen.module.css';

export type DetailScreenProps<Record> = {
  /** The data file's SWR response. */
  response: SwrLike<readonly Record[]>;
  /** The record the route's id names, once found. */
  record: Record | undefined;
  /** The route's id, named in the not-found message. */
  id: string | undefined;
  /** What the record is, capitalised, in the page's language: "Package", "Lab test". */
  kind: string;
  /** The spec's failure message. */
  errorMessage: string;
  /** Offers a Try Again button in the error state. */
  onRetry?: () => void;
  /** Placeholder sized like the content; null shows a spinner with a visible label. */
  skeleton: ReactNode;
  /** Announced (or shown beside the spinner) while loading. */
  loadingLabel: string;
  /** The screen for the record; it renders the page's h1. */
  children: (record: Record) => ReactNode;
};

/** The states of a detail route: loading, error, not found (once the data has loaded), or the record; plain HTML. */
export function DetailScreen<Record>({ response, record, id, kind, errorMessage, onRetry, skeleton, loadingLabel, children }: DetailScreenProps<Record>) {
  if (record !== undefined) return <>{children(record)}</>;
  if (response.data !== undefined) return <DetailNotFound kind={kind} id={id} />;
  const status = dataStateOf(response, { errorMessage, skeleton, ...(onRetry && { onRetry }) });
  return (
    <div className={styles.state}>
      <PageHeading visuallyHidden={status.state === 'loading'} spaceBelow>{detailScreenMessages.detailsHeading(kind)}</PageHeading>
      <DataState status={status} loadingLabel={loadingLabel} />
    </div>
  );
}

/** The id is not in the data: says so, naming the id, and offers a way on. */
export function DetailNotFound({ kind, id }: { kind: string; id: string | undefined }) {
  return (
    <div className={styles.state}>
      <PageHeading>{detailScreenMessages.notFoundHeading(kind)}</PageHeading>
      <p className={styles.notFound}>{detailScreenMessages.notFound(kind, id ?? '')}</p>
      <div className={styles.wayOn}>
        <TextLink to="/">{detailScreenMessages.backHome}</TextLink>
      </div>
    </div>
  );
}
