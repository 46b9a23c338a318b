import type { PageContext } from '@/app/page-contract';
import { formatInr } from '@/lib/format';
import { fitDescription } from '@/app/seo/detail-page-text';
import { healthCheckDetailOf } from '@/app/seo/detail-records';
import { healthCheckDetailEntryMessages } from '@/app/pages/health-check-detail/health-check-detail-entry-messages';

/** "<check title>: tests included and price"; once the data is known and has no such id, the not-found title. */
export function healthCheckDetailTitle(page: PageContext): string | undefined {
  const { loaded, record } = healthCheckDetailOf(page);
  if (record !== undefined) return healthCheckDetailEntryMessages.title(record.title);
  return loaded ? healthCheckDetailEntryMessages.notFound : undefined;
}

export function healthCheckDetailDescription(page: PageContext): string | undefined {
  const check = healthCheckDetailOf(page).record;
  return (
    check &&
    fitDescription(
      healthCheckDetailEntryMessages.description(
        check.title,
        check.testsIncludedCount,
        formatInr(check.discountedPrice),
        check.discount,
        check.reportTime,
        check.samples.join(', ').toLowerCase(),
      ),
    )
  );
}
