import type { ReactNode } from 'react';
import { findLabTestDetail, useLabTestDetail } from '@/features/catalogue/api/get-lab-test-details';
import type { LabTestDetail as LabTestDetailRecord } from '@/features/catalogue/schemas/lab-test-detail';
import { DetailScreen } from '@/features/catalogue/components/detail-screen/detail-screen';
import { labTestDetailMessages } from '@/features/catalogue/components/lab-test-detail/lab-test-detail-messages';
import { LabTestDetailContent } from '@/features/catalogue/components/lab-test-detail/components/lab-test-detail-content';

type LabTestDetailProps = {
  /** The route's id, e.g. "3" for /lab-tests-details/3. */
  id: string | undefined;
  /** The side panel's call to action, e.g. Book Test Now opening the callback dialog (the app passes it in). */
  renderAction?: (test: LabTestDetailRecord) => ReactNode;
  /** Try Again after a failed load; reloads the page unless given. */
  onRetry?: () => void;
};

const reloadPage = () => window.location.reload();

/** /lab-tests-details/{id}: what the test measures and why, the price in each city, and how to book. */
export function LabTestDetail({ id, renderAction, onRetry = reloadPage }: LabTestDetailProps) {
  const response = useLabTestDetail(id);
  return (
    <DetailScreen
      response={response}
      record={findLabTestDetail(response.data, id)}
      id={id}
      kind={labTestDetailMessages.kind}
      errorMessage={labTestDetailMessages.error}
      onRetry={onRetry}
      skeleton={null}
      loadingLabel={labTestDetailMessages.loading}
    >
      {(test) => <LabTestDetailContent test={test} action={renderAction?.(test)} />}
    </DetailScreen>
  );
}
