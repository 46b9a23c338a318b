import { useParams } from 'react-router-dom';
import { PageContainer } from '@/design-system/page/page-container';
import { LabTestDetail } from '@/features/catalogue/components/lab-test-detail/lab-test-detail';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { labTestDetailMessages } from '@/app/pages/lab-test-detail/lab-test-detail-messages';

/** /lab-tests-details/{id}: one lab test; Book Test Now asks for a callback, as booking happens in the app. */
export function LabTestDetailPage() {
  const { id } = useParams();
  return (
    <PageContainer>
      <LabTestDetail id={id} renderAction={() => <RequestCallbackButton label={labTestDetailMessages.bookTestNow} fullWidth />} />
    </PageContainer>
  );
}
