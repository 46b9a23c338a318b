import Box from '@mui/material/Box';
import { radii, spacingUnitPx } from '@theme/primitives';
import { theme } from '@theme/theme';
import { cssVariableName } from './css-variable-name';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';
import { borderRadii, tally } from './stylesheet-usage';
import { themeOverrides } from './theme-overrides';

const shapeVariable = cssVariableName(String(theme.vars.shape.borderRadius)) ?? '';
const base = Number(theme.shape.borderRadius);

/** Which radius of the scale a px value is, if any. */
const scaleNameOf = (px: number) => Object.entries(radii).find(([, value]) => value === px)?.[0];

/** A stylesheet's radius in px, worked out from the theme (`calc(2 * var(--hv-shape-borderRadius))` is 24), if it is one. */
function pxOf(written: string): number | undefined {
  const multiple = (variable: string) => new RegExp(`^calc\\(\\s*([\\d.]+)\\s*\\*\\s*var\\(${variable}\\)\\s*\\)$`).exec(written)?.[1];
  if (written === `var(${shapeVariable})`) return base;
  const ofShape = multiple(shapeVariable);
  if (ofShape) return Number(ofShape) * base;
  const ofSpacing = multiple('--hv-spacing');
  if (ofSpacing) return Number(ofSpacing) * spacingUnitPx;
  const px = /^([\d.]+)px$/.exec(written)?.[1];
  return px === undefined ? (written === '0' ? 0 : undefined) : Number(px);
}

const describe = (px: number | undefined) => (px === undefined ? '—' : `${px} px${scaleNameOf(px) ? ` (${scaleNameOf(px)})` : ''}`);

function Corner({ radius }: { radius: number | string }) {
  return <Box aria-hidden sx={{ width: 64, height: 40, borderRadius: typeof radius === 'number' ? `${radius}px` : radius, backgroundColor: 'primary.main' }} />;
}

/** The radius scale of theme/primitives.ts, drawn. */
export function RadiusScale() {
  return (
    <FoundationsFrame>
      <DocTable caption="The radius scale" headers={['Radius', 'px', 'Shape', 'In the theme']}>
        {Object.entries(radii).map(([name, px]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{px}</td>
            <td>
              <Corner radius={px} />
            </td>
            <td>{px === base ? <>The theme’s base radius: <code>{shapeVariable}</code></> : '—'}</td>
          </tr>
        ))}
      </DocTable>
    </FoundationsFrame>
  );
}

/** The radii theme/components sets on MUI components, and whether each is a step of the scale. */
export function ThemeComponentRadii() {
  return (
    <FoundationsFrame>
      <DocTable caption="Radii of the MUI components (theme/components)" headers={['Component and part', 'Radius']}>
        {themeOverrides('borderRadius').map(({ component, slot, value }) => (
          <tr key={`${component}-${slot}`}>
            <th scope="row">
              <code>{component}</code> {slot}
            </th>
            <td>{typeof value === 'number' ? describe(value) : String(value)}</td>
          </tr>
        ))}
      </DocTable>
    </FoundationsFrame>
  );
}

/** Every radius the site's stylesheets write, in px where it is one, with how often. */
export function StylesheetRadii() {
  return (
    <FoundationsFrame>
      <DocTable caption="Radii in the site’s stylesheets" headers={['As written', 'Radius', 'Shape', 'Uses', 'Stylesheets']}>
        {tally(borderRadii).map(({ value, count, files }) => {
          const px = pxOf(value);
          return (
            <tr key={value}>
              <th scope="row">
                <code>{value}</code>
              </th>
              <td>{describe(px)}</td>
              <td>{px === undefined && value !== '50%' ? '—' : <Corner radius={px ?? value} />}</td>
              <td>{count}</td>
              <td>{files.length}</td>
            </tr>
          );
        })}
      </DocTable>
    </FoundationsFrame>
  );
}
