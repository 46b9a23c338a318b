import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { CardTitleLink, linkedCardClassName } from '@/design-system/card-link/card-title-link';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import type { HealthCheck } from '@/features/catalogue/schemas/health-check';

/** Height of a health check or lab test card in theme spacing units; the loading skeleton uses the same. */
export const HEALTH_TEST_CARD_HEIGHT = 33;

const threeLines = { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3, overflow: 'hidden' } as const;

/** A Popular Health Checks card: tests included, name, what it covers and the price; opens the check. */
export function HealthCheckCard({ item }: { item: HealthCheck }) {
  const detailsId = useId();
  return (
    <Card
      className={linkedCardClassName}
      sx={(theme) => ({ minHeight: theme.spacing(HEALTH_TEST_CARD_HEIGHT), display: 'flex', flexDirection: 'column' })}
    >
      <Stack spacing={1.5} useFlexGap sx={{ p: 2.5, flex: 1 }}>
        <Typography component="h3" variant="h4" sx={{ minHeight: '2.7em' }}>
          <CardTitleLink to={`/health-checks-details/${item.id}`} describedBy={detailsId}>
            {item.heading}
          </CardTitleLink>
        </Typography>
        <Box id={detailsId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}>
          <Typography
            component="span"
            sx={{ alignSelf: 'flex-start', px: 1, py: 0.25, borderRadius: 1, bgcolor: tokens.brandSoft, color: tokens.brand, fontWeight: 700 }}
          >
            {item.noOfTests} tests included
          </Typography>
          <Typography variant="body2" sx={{ ...threeLines, minHeight: '4.65em', color: tokens.textMuted }}>
            Covers {item.diseases.join(', ')}
          </Typography>
          <Box sx={{ mt: 'auto' }}>
            <PriceTag price={item.price} mrp={item.cutPrice} discount={item.discount} />
          </Box>
        </Box>
      </Stack>
    </Card>
  );
}
