import { useParams } from 'react-router-dom';
import { PageContainer } from '@/design-system/page/page-container';
import { HealthCheckDetail } from '@/features/catalogue/components/health-check-detail/health-check-detail';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

/** /health-checks-details/{id}: one health check package, with a callback request under its price. */
export function HealthCheckDetailPage() {
  const { id } = useParams();
  return (
    <PageContainer>
      <HealthCheckDetail id={id} renderAction={() => <RequestCallbackButton fullWidth />} />
    </PageContainer>
  );
}
