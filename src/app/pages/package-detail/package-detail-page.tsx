import { useParams } from 'react-router-dom';
import { PageContainer } from '@/design-system/page/page-container';
import { PackageDetail } from '@/features/catalogue/components/package-detail/package-detail';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

/** /package-details/{id}: one skincare package, with a callback request beside its price. */
export function PackageDetailPage() {
  const { id } = useParams();
  return (
    <PageContainer>
      <PackageDetail id={id} renderAction={() => <RequestCallbackButton />} />
    </PageContainer>
  );
}
