import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { tokens } from '@theme/tokens';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import type { CheckupPackage } from '@/features/catalogue/schemas/checkup-package';

/** A checkup package: name, tests count and report time, the headline tests, the price and View Details. */
export function CheckupPackageCard({ item }: { item: CheckupPackage }) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
        <Typography
          component="p"
          variant="caption"
          sx={{ alignSelf: 'flex-start', px: 1, py: 0.25, borderRadius: 1, bgcolor: tokens.brandSoft, color: tokens.brand, fontWeight: 700 }}
        >
          {item.totalTests} tests included
        </Typography>
        <Typography id={titleId} component="h3" variant="h4">
          {item.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: tokens.textMuted }}>
          <ScheduleOutlinedIcon aria-hidden fontSize="small" />
          <Typography component="p" variant="body2">
            {item.reportTime}
          </Typography>
        </Stack>
        <Box component="ul" aria-label={`Tests in ${item.name}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
          {item.tests.map((test) => (
            <Stack key={test} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <CheckCircleOutlineIcon aria-hidden fontSize="small" sx={{ color: tokens.brand, mt: 0.25 }} />
              <Typography variant="body2">{test}</Typography>
            </Stack>
          ))}
        </Box>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <PriceTag price={item.price} mrp={item.originalPrice} discount={item.discount} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>
        <Button component={RouterLink} to={`/health-checks-details/${item.id}`} variant="outlined" fullWidth aria-describedby={titleId}>
          View Details
        </Button>
      </CardActions>
    </Card>
  );
}
