import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { PageHeading } from '@/design-system/page/page-heading';
import type { LabTestDetail } from '@/features/catalogue/schemas/lab-test-detail';
import { LabTestSectionContent } from '@/features/catalogue/components/lab-test-detail/components/lab-test-section';
import { CityPriceTable } from '@/features/catalogue/components/lab-test-detail/components/city-price-table';
import { LabTestSidePanel } from '@/features/catalogue/components/lab-test-detail/components/lab-test-side-panel';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

type LabTestDetailContentProps = {
  test: LabTestDetail;
  /** The side panel's Book Test Now. */
  action?: ReactNode;
};

export function LabTestDetailContent({ test, action }: LabTestDetailContentProps) {
  return (
    <Box
      sx={{
        py: { xs: 4, md: 6 },
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={4} useFlexGap sx={{ maxWidth: '75ch' }}>
        <Stack spacing={1}>
          <PageHeading>{test.title}</PageHeading>
          <Typography sx={{ color: tokens.textMuted }}>
            Last updated: <time dateTime={test.lastUpdated}>{dateFormat.format(new Date(test.lastUpdated))}</time>
          </Typography>
        </Stack>
        <Typography>{test.description}</Typography>
        {test.sections.map((section) => (
          <LabTestSectionContent key={section.title} section={section} />
        ))}
        <CityPriceTable caption={`${test.title} Prices`} cities={test.pricing.cities} />
      </Stack>
      <LabTestSidePanel action={action} />
    </Box>
  );
}
