import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { tokens } from '@theme/tokens';

/** Height of a symptom or speciality card in theme spacing units; the loading skeleton uses the same. */
export const DOCTOR_TOPIC_CARD_HEIGHT = 14;

/** A symptom or speciality: its name and a "Find a doctor" hint; opens /our-doctors. */
export function DoctorTopicCard({ name }: { name: string }) {
  const nameId = useId();
  const hintId = useId();
  return (
    <Card sx={(theme) => ({ minHeight: theme.spacing(DOCTOR_TOPIC_CARD_HEIGHT), display: 'flex' })}>
      <CardActionArea
        component={RouterLink}
        to="/our-doctors"
        aria-labelledby={nameId}
        aria-describedby={hintId}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, p: 2.5 }}
      >
        <Typography id={nameId} component="h3" variant="h4">
          {name}
        </Typography>
        <Typography
          id={hintId}
          component="span"
          sx={{ color: tokens.brand, fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          Find a doctor
          <ArrowForwardIcon fontSize="small" aria-hidden />
        </Typography>
      </CardActionArea>
    </Card>
  );
}
