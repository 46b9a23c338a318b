import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { tokens } from '@theme/tokens';
import { ReadMore } from '@/design-system/read-more/read-more';
import type { ConsultationReason } from '@/features/catalogue/schemas/consultation-reason';

type ReasonCardProps = {
  /** The reason: title, description (cut at 300 characters when `truncate`), points. */
  reason: ConsultationReason;
};

/** One reason to consult online: its title, its text, and its points as a list. */
export function ReasonCard({ reason }: ReasonCardProps) {
  return (
    <Card sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h3" variant="h4">
        {reason.title}
      </Typography>
      {reason.truncate ? (
        <ReadMore text={reason.description} subject={reason.title} />
      ) : (
        <Typography sx={{ maxWidth: '75ch' }}>{reason.description}</Typography>
      )}
      {reason.points.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {reason.points.map((point) => (
            <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckIcon aria-hidden fontSize="small" sx={{ color: tokens.brand, mt: 0.25, flexShrink: 0 }} />
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {point}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
