import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { tokens } from '@theme/tokens';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import type { ScanServiceWithDefaults } from '@/features/catalogue/model/scan-service-defaults';
import { serviceAnchorId } from '@/features/catalogue/components/scan-services/service-anchor';

/** Height of a scan service card in theme spacing units; the loading skeleton uses the same. */
export const SCAN_SERVICE_CARD_HEIGHT = 30;

/**
 * A scan service: name, discounted price with the original struck only when lower, a discount badge only
 * above 0 % (both decided by PriceTag), report time and an action. Its id lets a link land on it.
 */
export function ScanServiceCard({ service, action }: { service: ScanServiceWithDefaults; action?: ReactNode }) {
  const nameId = useId();
  return (
    <Card
      component="article"
      id={serviceAnchorId(service.name)}
      aria-labelledby={nameId}
      sx={(theme) => ({
        minHeight: theme.spacing(SCAN_SERVICE_CARD_HEIGHT),
        height: '100%',
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        scrollMarginTop: theme.spacing(12),
        '&:target': { outline: `2px solid ${tokens.brand}` },
      })}
    >
      <Typography id={nameId} component="h2" variant="h4">
        {service.name}
      </Typography>
      <PriceTag price={service.discountedPrice} mrp={service.originalPrice} discount={service.discountPercentage} size="large" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: tokens.textMuted }}>
        <ScheduleOutlinedIcon aria-hidden fontSize="small" />
        <Typography component="p" variant="body2">
          {service.reportTime}
        </Typography>
      </Stack>
      <Box sx={{ mt: 'auto' }}>{action}</Box>
    </Card>
  );
}
