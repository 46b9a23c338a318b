import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import type { HealthCheck } from '@/features/catalogue/schemas/health-check';

/** Height of a health check or lab test card in theme spacing units; the loading skeleton uses the same. */
export const HEALTH_TEST_CARD_HEIGHT = 33;

const threeLines = { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3, overflow: 'hidden' } as const;

/** A Popular Health Checks card: tests included, name, what it covers and the price; opens the check. */
export function HealthCheckCard({ item }: { item: HealthCheck }) {
  const titleId = useId();
  const detailsId = useId();
  return (
    <Card sx={(theme) => ({ minHeight: theme.spacing(HEALTH_TEST_CARD_HEIGHT), display: 'flex' })}>
      <CardActionArea
        component={RouterLink}
        to={`/health-checks-details/${item.id}`}
        aria-labelledby={titleId}
        aria-describedby={detailsId}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Stack spacing={1.5} useFlexGap sx={{ p: 2.5, flex: 1 }}>
          <Typography id={titleId} component="h3" variant="h4" sx={{ minHeight: '2.7em' }}>
            {item.heading}
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
      </CardActionArea>
    </Card>
  );
}
