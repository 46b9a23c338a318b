import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { visuallyHidden } from '@mui/utils';
import { tokens } from '@theme/tokens';
import { landedOutline } from '@/design-system/fragment-target/landed-outline';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { careProgramAnchorId } from '@/features/catalogue/model/item-anchors';
import type { CareProgram } from '@/features/catalogue/schemas/care-program';
import { careProgramCardHeightSx } from '@/features/catalogue/components/home-care-programs/components/care-program-card-height';

type CareProgramCardProps = {
  /** The program shown. */
  program: CareProgram;
  /** The card's call to action, e.g. a Request Callback button; the app supplies it. */
  action?: ReactNode;
};

/** A home care program (its id lets a link land on it): duration, name, summary, two inclusions, price and an action. */
export function CareProgramCard({ program, action }: CareProgramCardProps) {
  const nameId = useId();
  return (
    <Card
      component="article"
      id={careProgramAnchorId(program.programeName)}
      tabIndex={-1}
      aria-labelledby={nameId}
      sx={(theme) => ({
        minHeight: careProgramCardHeightSx(theme),
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        ...landedOutline(theme),
      })}
    >
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', alignSelf: 'flex-start', px: 1.25, py: 0.5, borderRadius: 999, bgcolor: tokens.brandSoft, color: tokens.brand }}>
        <ScheduleIcon aria-hidden fontSize="small" />
        <Typography variant="body2" component="p" sx={{ fontWeight: 650 }}>
          <Box component="span" sx={visuallyHidden}>
            Duration:{' '}
          </Box>
          {program.programTime}
        </Typography>
      </Stack>
      <Typography id={nameId} variant="h4" component="h3">
        {program.programeName}
      </Typography>
      <Typography variant="body2" sx={{ color: tokens.textMuted }}>
        {program.programeSummary}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {[program.detail1, program.detail2].map((detail) => (
          <Stack key={detail} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <CheckCircleOutlinedIcon aria-hidden fontSize="small" sx={{ color: tokens.brand, mt: 0.25 }} />
            <Typography variant="body2">{detail}</Typography>
          </Stack>
        ))}
      </Box>
      <Stack spacing={1.5} sx={{ mt: 'auto', pt: 1 }}>
        <PriceTag price={program.price} />
        {action}
      </Stack>
    </Card>
  );
}
