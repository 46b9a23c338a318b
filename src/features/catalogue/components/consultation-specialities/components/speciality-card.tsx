import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { landedOutline } from '@/design-system/fragment-target/landed-outline';
import { specialistAnchorId } from '@/features/catalogue/model/item-anchors';
import type { SpecialityCard as Speciality } from '@/features/catalogue/schemas/speciality-card';

/** Size of the speciality illustration in px, the SVGs' own. */
export const specialityImageSize = 96;

/** Plain list items with brand-coloured markers: 32 cards of conditions stay light. */
const conditionListSx = { m: 0, pl: 2.5, display: 'grid', gap: 0.5, '& li::marker': { color: tokens.brand } } as const;

type SpecialityCardProps = {
  /** The speciality: who, an illustration, and conditions they treat. */
  speciality: Speciality;
};

/** One speciality (its id lets a link land on it): its illustration, the specialist's title and the conditions they commonly treat. */
export function SpecialityCard({ speciality }: SpecialityCardProps) {
  const captionId = useId();
  const titleId = useId();
  return (
    <Card
      component="article"
      id={specialistAnchorId(speciality.specialist)}
      tabIndex={-1}
      aria-labelledby={titleId}
      sx={(theme) => ({ p: 3, display: 'flex', flexDirection: 'column', gap: 2, ...landedOutline(theme) })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          component="img"
          src={speciality.image}
          alt=""
          width={specialityImageSize}
          height={specialityImageSize}
          loading="lazy"
          sx={{ flexShrink: 0 }}
        />
        <Typography id={titleId} component="h3" variant="h4">
          {speciality.specialist}
        </Typography>
      </Box>
      <div>
        <Typography id={captionId} variant="body2" sx={{ color: tokens.textMuted, fontWeight: 600, mb: 0.5 }}>
          Consult for
        </Typography>
        <Box component="ul" aria-labelledby={captionId} sx={conditionListSx}>
          {speciality.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </Box>
      </div>
    </Card>
  );
}
