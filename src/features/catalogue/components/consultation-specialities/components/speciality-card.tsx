import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { tokens } from '@theme/tokens';
import type { SpecialityCard as Speciality } from '@/features/catalogue/schemas/speciality-card';

/** Size of the speciality illustration in px, the SVGs' own. */
export const specialityImageSize = 96;

type SpecialityCardProps = {
  /** The speciality: who, an illustration, and conditions they treat. */
  speciality: Speciality;
};

/** One speciality: its illustration, the specialist's title and the conditions they commonly treat. */
export function SpecialityCard({ speciality }: SpecialityCardProps) {
  const captionId = useId();
  return (
    <Card sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
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
        <Typography component="h3" variant="h4">
          {speciality.specialist}
        </Typography>
      </Box>
      <div>
        <Typography id={captionId} variant="body2" sx={{ color: tokens.textMuted, fontWeight: 600, mb: 1 }}>
          Consult for
        </Typography>
        <Box component="ul" aria-labelledby={captionId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {speciality.conditions.map((condition) => (
            <Box component="li" key={condition} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckCircleOutlineIcon aria-hidden fontSize="small" sx={{ color: tokens.brand, mt: 0.25, flexShrink: 0 }} />
              <Typography component="span">
                {condition}
              </Typography>
            </Box>
          ))}
        </Box>
      </div>
    </Card>
  );
}
