import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import { tokens } from '@theme/tokens';
import type { Tool } from '@/app/pages/tools-trackers/tools';

const icons: Record<Tool['key'], ReactNode> = {
  'blood-pressure': <MonitorHeartOutlinedIcon fontSize="large" />,
  'self-check': <FactCheckOutlinedIcon fontSize="large" />,
};

/** A tool: icon, title, one line on what it does, its facts and a link to open it. */
export function ToolCard({ tool }: { tool: Tool }) {
  return (
    <Card component="li" sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ display: 'inline-flex', p: 1.5, borderRadius: '50%', bgcolor: tokens.brandSoft, color: tokens.brand }}>
        {icons[tool.key]}
      </Box>
      <Typography component="h2" variant="h3">
        {tool.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{tool.description}</Typography>
      <Stack component="ul" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 1 }}>
        {tool.facts.map((fact) => (
          <Chip key={fact} component="li" label={fact} size="small" sx={{ bgcolor: tokens.surfaceMuted, color: tokens.text, fontWeight: 600 }} />
        ))}
      </Stack>
      <Button component={RouterLink} to={tool.to} variant="contained" endIcon={<ArrowForwardIcon aria-hidden />} sx={{ mt: 'auto' }}>
        {tool.linkText}
      </Button>
    </Card>
  );
}
