import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import type { BookedScan } from '@/features/catalogue/schemas/booked-scan';

/** Height of a booked scan card in theme spacing units; the loading skeleton uses the same. */
export const BOOKED_SCAN_CARD_HEIGHT = 24;

/** A frequently booked scan: its heading, its price and an action. */
export function BookedScanCard({ scan, action }: { scan: BookedScan; action?: ReactNode }) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={(theme) => ({ minHeight: theme.spacing(BOOKED_SCAN_CARD_HEIGHT), height: '100%', p: 3, display: 'flex', flexDirection: 'column', gap: 2 })}
    >
      <Typography id={headingId} component="h3" variant="h4">
        {scan.heading}
      </Typography>
      <Box sx={{ mt: 'auto' }}>
        <PriceTag price={scan.price} />
      </Box>
      {action}
    </Card>
  );
}
