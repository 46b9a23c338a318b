import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { tokens } from '@theme/tokens';
import { bpTrustBadges, type BpBadgeIcon } from '@/app/pages/blood-pressure-monitor/bp-content';

const icons: Record<BpBadgeIcon, ReactNode> = {
  users: <GroupsOutlinedIcon />,
  confidential: <LockOutlinedIcon />,
  phone: <SmartphoneOutlinedIcon />,
  accurate: <TaskAltOutlinedIcon />,
};

/** The four trust badges: 20K Satisfied Users, 100% Confidential, No Other Device Needed, Accurate Readings. */
export function BpTrustBadges() {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
    >
      {bpTrustBadges.map((badge) => (
        <Box
          key={badge.text}
          component="li"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, borderRadius: 2, bgcolor: tokens.brandSoft }}
        >
          <Box aria-hidden sx={{ display: 'inline-flex', color: tokens.brand }}>
            {icons[badge.icon]}
          </Box>
          <Typography sx={{ fontWeight: 700 }}>{badge.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
