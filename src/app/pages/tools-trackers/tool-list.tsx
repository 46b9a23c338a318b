import Box from '@mui/material/Box';
import { ToolCard } from '@/app/pages/tools-trackers/tool-card';
import { tools } from '@/app/pages/tools-trackers/tools';

/** One card per tool, each a link to it. */
export function ToolList() {
  return (
    <Box component="ul" aria-label="Tools" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {tools.map((tool) => (
        <ToolCard key={tool.key} tool={tool} />
      ))}
    </Box>
  );
}
