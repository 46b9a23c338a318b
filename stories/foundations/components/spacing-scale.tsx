import Box from '@mui/material/Box';
import { spacingUnitPx } from '@theme/primitives';
import { theme } from '@theme/theme';
import { cssVariableName } from './css-variable-name';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';
import { spacingMultiples, tally } from './stylesheet-usage';

/** The spacing unit's CSS variable, as the theme names it. */
export const spacingVariable = cssVariableName(theme.vars.spacing) ?? '';

const cssFor = (multiple: number) => (multiple === 1 ? `var(${spacingVariable})` : `calc(${multiple} * var(${spacingVariable}))`);

/** The spacing unit and every multiple of it the site's stylesheets use, with a bar of that length and how often. */
export function SpacingScale() {
  const used = tally(spacingMultiples).sort((a, b) => a.value - b.value);
  return (
    <FoundationsFrame>
      <p>
        One unit: <strong>{spacingUnitPx} px</strong>, the variable <code>{spacingVariable}</code>.
      </p>
      <DocTable caption="Multiples of the spacing unit the site uses" headers={['Multiple', 'px', 'In a CSS Module', 'In sx', 'Length', 'Uses', 'Stylesheets']}>
        {used.map(({ value, count, files }) => (
          <tr key={value}>
            <th scope="row">{value}</th>
            <td>{value * spacingUnitPx}</td>
            <td>
              <code>{cssFor(value)}</code>
            </td>
            <td>
              <code>{`${value < 0 ? 'm' : 'p'}: ${value}`}</code>
            </td>
            <td>
              <Box
                aria-hidden
                sx={{ width: `calc(${Math.min(Math.abs(value), 16)} * var(${spacingVariable}))`, height: 16, backgroundColor: 'primary.main', borderRadius: 0.5 }}
              />
            </td>
            <td>{count}</td>
            <td>{files.length}</td>
          </tr>
        ))}
      </DocTable>
    </FoundationsFrame>
  );
}
