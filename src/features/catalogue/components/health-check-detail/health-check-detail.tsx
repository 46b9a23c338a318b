import type { ReactNode } from 'react';
import { findHealthCheckDetail, useHealthCheckDetail } from '@/features/catalogue/api/get-health-check-details';
import type { HealthCheckDetail as HealthCheckDetailRecord } from '@/features/catalogue/schemas/health-check-detail';
import { DetailScreen } from '@/features/catalogue/components/detail-screen/detail-screen';
import { HealthCheckDetailContent } from '@/features/catalogue/components/health-check-detail/components/health-check-detail-content';
import { HealthCheckDetailSkeleton } from '@/features/catalogue/components/health-check-detail/components/health-check-detail-skeleton';
import { healthCheckDetailMessages } from '@/features/catalogue/components/health-check-detail/health-check-detail-messages';

type HealthCheckDetailProps = {
  /** The route's id, e.g. "3" for /health-checks-details/3. */
  id: string | undefined;
  /** The call to action under the price, e.g. a Request Callback button (the app passes one in). */
  renderAction?: (check: HealthCheckDetailRecord) => ReactNode;
};

/**
 * /health-checks-details/{id}. The spec keeps showing Loading for an unknown id; here loading ends:
 * once the data has loaded and the id is not in it, the screen says the package was not found.
 */
export function HealthCheckDetail({ id, renderAction }: HealthCheckDetailProps) {
  const response = useHealthCheckDetail(id);
  return (
    <DetailScreen
      response={response}
      record={findHealthCheckDetail(response.data, id)}
      id={id}
      kind={healthCheckDetailMessages.kind}
      errorMessage={healthCheckDetailMessages.error}
      skeleton={<HealthCheckDetailSkeleton />}
      loadingLabel={healthCheckDetailMessages.loading}
    >
      {(check) => <HealthCheckDetailContent check={check} action={renderAction?.(check)} />}
    </DetailScreen>
  );
}
