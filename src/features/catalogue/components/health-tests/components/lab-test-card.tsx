import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { tokens } from '@theme/tokens';
import { typeScale } from '@theme/primitives';
import { formatInr } from '@/lib/format';
import { CardTitleLink, linkedCardClassName } from '@/design-system/card-link/card-title-link';
import type { LabTest } from '@/features/catalogue/schemas/lab-test';
import { HEALTH_TEST_CARD_HEIGHT } from '@/features/catalogue/components/health-tests/components/health-check-card';

/** A Prescribed Lab Tests card: the test's name and the lowest price, "Starts at"; opens the test. */
export function LabTestCard({ item }: { item: LabTest }) {
  const priceId = useId();
  return (
    <Card
      className={linkedCardClassName}
      sx={(theme) => ({ minHeight: theme.spacing(HEALTH_TEST_CARD_HEIGHT), display: 'flex', flexDirection: 'column' })}
    >
      <Stack spacing={1.5} useFlexGap sx={{ p: 2.5, flex: 1 }}>
        <Box
          aria-hidden
          sx={{ display: 'flex', alignSelf: 'flex-start', p: 1.25, borderRadius: '50%', bgcolor: tokens.brandSoft, color: tokens.brand }}
        >
          <ScienceOutlinedIcon />
        </Box>
        <Typography component="h3" variant="h4">
          <CardTitleLink to={`/lab-tests-details/${item.id}`} describedBy={priceId}>
            {item.testName}
          </CardTitleLink>
        </Typography>
        <Box id={priceId} sx={{ mt: 'auto' }}>
          <Typography component="span" sx={{ display: 'block', color: tokens.textMuted }}>
            Starts at
          </Typography>{' '}
          <Typography component="span" sx={{ fontSize: typeScale.h4.fontSize, fontWeight: 700, color: tokens.text }}>
            {formatInr(item.price)}
          </Typography>
        </Box>
      </Stack>
    </Card>
  );
}
