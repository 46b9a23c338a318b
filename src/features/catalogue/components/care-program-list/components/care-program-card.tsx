import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { visuallyHidden } from '@mui/utils';
import { tokens } from '@theme/tokens';
import { landedOutline } from '@/design-system/fragment-target/landed-outline';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { careProgramAnchorId } from '@/features/catalogue/model/item-anchors';
import type { CareProgramListItem } from '@/features/catalogue/schemas/care-program-list-item';
import { careProgramListMessages as m } from '@/features/catalogue/components/care-program-list/care-program-list-messages';

type CareProgramCardProps = {
  /** The program. */
  program: CareProgramListItem;
  /** What the card offers at its foot, e.g. a Request Callback button. */
  action?: ReactNode;
};

/** A care program: name, duration, price for the whole program and what it includes; the article is named by its title, and its id lets a link land on it. */
export function CareProgramCard({ program, action }: CareProgramCardProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      id={careProgramAnchorId(program.title)}
      tabIndex={-1}
      aria-labelledby={titleId}
      sx={(theme) => ({ display: 'flex', flexDirection: 'column', ...landedOutline(theme) })}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
        <Typography id={titleId} component="h3" variant="h4">
          {program.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: tokens.textMuted }}>
          <ScheduleOutlinedIcon aria-hidden fontSize="small" />
          <Typography component="p">
            <Box component="span" sx={visuallyHidden}>
              {m.duration}{' '}
            </Box>
            {program.duration}
          </Typography>
        </Stack>
        <PriceTag price={program.price} />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {program.highlights.map((highlight) => (
            <Stack key={highlight} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <CheckCircleOutlineIcon aria-hidden fontSize="small" sx={{ color: tokens.brand, mt: 0.25 }} />
              <Typography variant="body2">{highlight}</Typography>
            </Stack>
          ))}
        </Box>
      </CardContent>
      {action && <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>{action}</CardActions>}
    </Card>
  );
}
