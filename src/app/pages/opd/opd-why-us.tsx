import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { tokens } from '@theme/tokens';
import { opdReasons, type OpdReasonIcon } from '@/app/pages/opd/opd-reasons';

const icons: Record<OpdReasonIcon, ReactNode> = {
  hospitals: <LocalHospitalOutlinedIcon />,
  doctors: <MedicalServicesOutlinedIcon />,
  labs: <ScienceOutlinedIcon />,
  reports: <ScheduleOutlinedIcon />,
};

/** Four reason cards, one to four per row. */
export function OpdWhyUs() {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
    >
      {opdReasons.map((reason) => (
        <Card key={reason.title} component="li" sx={{ p: 3 }}>
          <Box
            aria-hidden
            sx={{ display: 'inline-flex', p: 1.25, mb: 2, borderRadius: '50%', bgcolor: tokens.brandSoft, color: tokens.brand }}
          >
            {icons[reason.icon]}
          </Box>
          <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
            {reason.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{reason.text}</Typography>
        </Card>
      ))}
    </Box>
  );
}
