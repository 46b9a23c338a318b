import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { team } from '@/app/pages/about/about-content';

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s*/, '')
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** The leadership team, with initials in place of photographs. */
export function AboutTeam() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' }}>
      {team.map((member) => (
        <Card key={member.name} component="li" sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar aria-hidden sx={{ bgcolor: tokens.brand, color: tokens.textOnBrand, width: 56, height: 56, fontWeight: 700 }}>
            {initials(member.name)}
          </Avatar>
          <div>
            <Typography component="h3" variant="h4">
              {member.name}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{member.role}</Typography>
          </div>
        </Card>
      ))}
    </Box>
  );
}
