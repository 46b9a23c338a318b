import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { selfCheckMessages } from '@/features/assessment/components/self-check-messages';

type AssessmentProgressProps = {
  /** The question shown, from 0. */
  index: number;
  /** How many questions there are. */
  total: number;
};

/** 'Question N of 10', the percentage done ((index + 1) / total) and a labelled progress bar. */
export function AssessmentProgress({ index, total }: AssessmentProgressProps) {
  const position = selfCheckMessages.position(index + 1, total);
  const percent = Math.round(((index + 1) / total) * 100);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: 600 }}>
        <Typography sx={{ fontWeight: 'inherit' }}>{position}</Typography>
        <Typography sx={{ fontWeight: 'inherit', color: tokens.textMuted }}>{percent}%</Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={selfCheckMessages.progressLabel}
        aria-valuetext={position}
        sx={{ height: (theme) => theme.spacing(1), borderRadius: 1, bgcolor: tokens.surfaceSunken }}
      />
    </Stack>
  );
}
