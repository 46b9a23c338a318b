import Box from '@mui/material/Box';
import { ramps } from '@theme/primitives';
import { ColourSwatch } from './colour-swatch';
import { paletteEntriesOf, tokensOf } from './colour-names';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';

/** Every ramp of theme/primitives.ts, step by step: swatch, hex and the functional tokens that point at the step. */
export function ColourRamps() {
  return (
    <FoundationsFrame>
      {Object.entries(ramps).map(([ramp, steps]) => (
        <DocTable key={ramp} caption={`The ${ramp} ramp`} headers={['Step', 'Colour', 'Hex', 'Functional tokens', 'MUI palette and its CSS variable']}>
          {Object.entries(steps).map(([step, hex]) => (
            <tr key={step}>
              <th scope="row">
                <code>
                  {ramp} {step}
                </code>
              </th>
              <td>
                <Box sx={{ display: 'flex' }}>
                  <ColourSwatch colour={hex} size={32} />
                </Box>
              </td>
              <td>
                <code>{hex}</code>
              </td>
              <td>{tokensOf(hex).join(', ') || '—'}</td>
              <td>
                {paletteEntriesOf(hex).length === 0
                  ? '—'
                  : paletteEntriesOf(hex).map(({ entry, variable }) => (
                      <span key={entry} style={{ display: 'block' }}>
                        <code>{entry}</code> <code>{variable}</code>
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </DocTable>
      ))}
    </FoundationsFrame>
  );
}
