import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { formatIndianNumber } from '@/lib/format';
import { PageHeading } from '@/design-system/page/page-heading';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { Section } from '@/design-system/section/section';
import type { HealthCheckDetail } from '@/features/catalogue/schemas/health-check-detail';
import { IncludedTests } from '@/features/catalogue/components/health-check-detail/components/included-tests';
import { BulletList } from '@/features/catalogue/components/detail-screen/bullet-list';

type HealthCheckDetailContentProps = {
  check: HealthCheckDetail;
  /** Shown under the price, e.g. a Request Callback button. */
  action?: ReactNode;
};

/** The record's title first (it takes focus after navigation), then every field in the spec's order. */
export function HealthCheckDetailContent({ check, action }: HealthCheckDetailContentProps) {
  return (
    <Box
      sx={{
        pt: { xs: 4, md: 6 },
        display: 'grid',
        columnGap: 6,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"head" "price" "body"', md: '"head price" "body price"' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={1} sx={{ gridArea: 'head' }}>
        <PageHeading>{check.title}</PageHeading>
        <Typography sx={{ color: tokens.textMuted }}>
          {formatIndianNumber(check.booked)} booked in the {check.bookedPeriod}
        </Typography>
        <Typography sx={{ color: tokens.success, fontWeight: 600 }}>{check.reportTime}</Typography>
      </Stack>
      <Stack
        spacing={2}
        sx={{ gridArea: 'price', mt: { xs: 3, md: 0 }, p: 3, borderRadius: 2, border: 1, borderColor: tokens.border }}
      >
        <PriceTag price={check.discountedPrice} mrp={check.actualPrice} discount={check.discount} size="large" />
        {action}
      </Stack>
      <Box sx={{ gridArea: 'body' }}>
        <Section title={`${check.testsIncludedCount} Tests Included`}>
          <IncludedTests tests={check.tests} />
        </Section>
        <Section title="Package Details">
          <BulletList items={check.description} />
        </Section>
        <Typography sx={{ fontWeight: 600 }}>
          Samples required: <Box component="span" sx={{ fontWeight: 400 }}>{check.samples.join(', ')}</Box>
        </Typography>
        <Section title="Why Choose This Package">
          <BulletList items={check.recommendations} />
        </Section>
      </Box>
    </Box>
  );
}
