import { useId } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { tokens } from '@theme/tokens';
import { CardTitleLink, linkedCardClassName } from '@/design-system/card-link/card-title-link';

/** Height of a symptom or speciality card in theme spacing units; the loading skeleton uses the same. */
export const DOCTOR_TOPIC_CARD_HEIGHT = 14;

/** A symptom or speciality: its name and a "Find a doctor" hint; opens /our-doctors. */
export function DoctorTopicCard({ name }: { name: string }) {
  const hintId = useId();
  return (
    <Card
      className={linkedCardClassName}
      sx={(theme) => ({
        minHeight: theme.spacing(DOCTOR_TOPIC_CARD_HEIGHT),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 1.5,
        p: 2.5,
      })}
    >
      <Typography component="h3" variant="h4">
        <CardTitleLink to="/our-doctors" describedBy={hintId}>
          {name}
        </CardTitleLink>
      </Typography>
      <Typography
        id={hintId}
        component="span"
        sx={{ color: tokens.brand, fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        Find a doctor
        <ArrowForwardIcon fontSize="small" aria-hidden />
      </Typography>
    </Card>
  );
}
