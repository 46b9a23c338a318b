import Box from '@mui/material/Box';
import { ColourSwatch } from './colour-swatch';
import { rampStepsOf, tokenRows } from './colour-names';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';

/** Every functional colour token of theme/tokens.ts: its swatch, name, CSS variable, hex and the ramp step it points at. */
export function ColourTokenTable() {
  return (
    <FoundationsFrame>
      <DocTable caption="Functional colour tokens" headers={['Token', 'Colour', 'CSS variable', 'Hex', 'Ramp step']}>
        {tokenRows.map(({ name, hex, cssVariable }) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>
              <Box sx={{ display: 'flex' }}>
                <ColourSwatch colour={hex} />
              </Box>
            </td>
            <td>
              <code>{cssVariable}</code>
            </td>
            <td>
              <code>{hex}</code>
            </td>
            <td>{rampStepsOf(hex).join(', ')}</td>
          </tr>
        ))}
      </DocTable>
    </FoundationsFrame>
  );
}
