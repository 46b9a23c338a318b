import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { scanServiceKindById } from '@/features/catalogue/model/scan-service-kinds';
import type { Scan } from '@/features/catalogue/schemas/scan';

/** Height of a scan card in theme spacing units; the loading skeleton uses the same. */
export const SCAN_CARD_HEIGHT = 24;

/** A scan: its picture and name; opens /medical-services/{id}. */
export function ScanCard({ scan }: { scan: Scan }) {
  const nameId = useId();
  return (
    <Card component="li" sx={(theme) => ({ height: theme.spacing(SCAN_CARD_HEIGHT), display: 'flex' })}>
      <CardActionArea
        component={RouterLink}
        to={`/medical-services/${scan.id}`}
        aria-labelledby={nameId}
        sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 2, p: 2 }}
      >
        <Box
          component="img"
          src={`/images/scans/${scanServiceKindById[scan.id]}.svg`}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          sx={{ maxWidth: '100%', height: 'auto' }}
        />
        <Typography id={nameId} component="h3" variant="h4" sx={{ textAlign: 'center', color: tokens.text }}>
          {scan.scanName}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
