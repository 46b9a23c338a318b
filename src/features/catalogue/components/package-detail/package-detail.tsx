import type { ReactNode } from 'react';
import { findPackageDetail, usePackageDetail } from '@/features/catalogue/api/get-package-details';
import type { PackageDetail as PackageDetailRecord } from '@/features/catalogue/schemas/package-detail';
import { DetailScreen } from '@/features/catalogue/components/detail-screen/detail-screen';
import { PackageDetailContent } from '@/features/catalogue/components/package-detail/components/package-detail-content';
import { PackageDetailSkeleton } from '@/features/catalogue/components/package-detail/components/package-detail-skeleton';
import { packageDetailMessages } from '@/features/catalogue/components/package-detail/package-detail-messages';

type PackageDetailProps = {
  /** The route's id, e.g. "3" for /package-details/3. */
  id: string | undefined;
  /** The call to action beside the price, e.g. a Request Callback button (the app passes one in). */
  renderAction?: (item: PackageDetailRecord) => ReactNode;
};

/** /package-details/{id}: a skincare package with its rating, price, highlights and description. */
export function PackageDetail({ id, renderAction }: PackageDetailProps) {
  const response = usePackageDetail(id);
  return (
    <DetailScreen
      response={response}
      record={findPackageDetail(response.data, id)}
      id={id}
      kind={packageDetailMessages.kind}
      errorMessage={packageDetailMessages.error}
      skeleton={<PackageDetailSkeleton />}
      loadingLabel={packageDetailMessages.loading}
    >
      {(item) => <PackageDetailContent item={item} action={renderAction?.(item)} />}
    </DetailScreen>
  );
}
