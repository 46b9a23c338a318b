import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { contrastRatio, formatRatio } from '@theme/contrast';
import { focusRing, tokens } from '@theme/tokens';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';

const ringColour = tokens.focus;
const haloColour = tokens.focusHalo;

/** The ring's parts, as theme/tokens.ts writes them. */
export function FocusRingParts() {
  return (
    <FoundationsFrame>
      <DocTable caption="The focus ring (focusRing in theme/tokens.ts)" headers={['Property', 'Value']}>
        {Object.entries(focusRing).map(([property, value]) => (
          <tr key={property}>
            <th scope="row">
              <code>{property}</code>
            </th>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </DocTable>
    </FoundationsFrame>
  );
}

type SurfaceProps = { title: string; background: string; foreground: string; buttonLabel: string; variant: 'contained' | 'outlined' };

function Surface({ title, background, foreground, buttonLabel, variant }: SurfaceProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 3, borderRadius: 2, backgroundColor: background, color: foreground, border: `1px solid ${tokens.border}` }}>
      <Box component="h3" id={titleId} sx={{ typography: 'h4', m: 0, mb: 2 }}>
        {title}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
        <Box aria-hidden sx={{ px: 2.5, py: 1, borderRadius: 1, border: `2px solid ${foreground}`, fontWeight: 600, ...focusRing }}>
          Always shown
        </Box>
        <Button
          variant={variant}
          sx={variant === 'outlined' ? { color: foreground, borderColor: foreground, '&:hover': { borderColor: foreground } } : undefined}
        >
          {buttonLabel}
        </Button>
      </Box>
      <Box component="ul" sx={{ mt: 2, mb: 0, pl: 2.5 }}>
        <li>
          Ring on this surface: {formatRatio(contrastRatio(ringColour, background))}
        </li>
        <li>
          Halo on this surface: {formatRatio(contrastRatio(haloColour, background))}
        </li>
        <li>
          Ring against its halo: {formatRatio(contrastRatio(ringColour, haloColour))}
        </li>
      </Box>
    </Box>
  );
}

/** The real ring on a light surface and on the brand colour: drawn, and on a real button to tab to. */
export function FocusRingDemo() {
  return (
    <FoundationsFrame>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Surface title="On a light surface" background={tokens.surface} foreground={tokens.text} buttonLabel="Book Appointment" variant="contained" />
        <Surface title="On the brand colour" background={tokens.brand} foreground={tokens.textOnBrand} buttonLabel="Request Callback" variant="outlined" />
      </Box>
    </FoundationsFrame>
  );
}
