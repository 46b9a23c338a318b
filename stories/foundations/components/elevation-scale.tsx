import Box from '@mui/material/Box';
import { theme } from '@theme/theme';
import { cssVariableName } from './css-variable-name';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';
import { shadowLevels, tally } from './stylesheet-usage';
import { themeOverrides } from './theme-overrides';

function Raised({ shadow }: { shadow: string }) {
  return <Box aria-hidden sx={{ width: 80, height: 48, my: 1, borderRadius: 1, backgroundColor: 'background.paper', boxShadow: shadow }} />;
}

/** The shadows theme/components gives MUI components of its own (the card's), drawn. */
export function ThemeShadows() {
  return (
    <FoundationsFrame>
      <DocTable caption="Shadows set in theme/components" headers={['Component and part', 'Shadow', 'Value']}>
        {themeOverrides('boxShadow')
          .filter(({ value }) => typeof value === 'string' && value !== 'none' && !/^0 0 0 /.test(value))
          .map(({ component, slot, value }) => (
            <tr key={`${component}-${slot}`}>
              <th scope="row">
                <code>{component}</code> {slot}
              </th>
              <td>
                <Raised shadow={String(value)} />
              </td>
              <td>
                <code>{String(value)}</code>
              </td>
            </tr>
          ))}
      </DocTable>
    </FoundationsFrame>
  );
}

/** MUI's elevation levels (theme.shadows), each drawn, with its CSS variable and the stylesheets that use it. */
export function ShadowLevels() {
  const used = tally(shadowLevels);
  return (
    <FoundationsFrame>
      <DocTable caption="Elevation levels (theme.shadows)" headers={['Level', 'Shadow', 'CSS variable', 'Used by stylesheets']}>
        {theme.shadows.map((shadow, level) => {
          const files = used.find(({ value }) => value === level)?.files ?? [];
          return (
            <tr key={level}>
              <th scope="row">{level}</th>
              <td>
                <Raised shadow={shadow} />
              </td>
              <td>
                <code>{cssVariableName(theme.vars.shadows[level])}</code>
              </td>
              <td>
                {files.length === 0
                  ? '—'
                  : files.map((file) => (
                      <code key={file} style={{ display: 'block' }}>
                        {file}
                      </code>
                    ))}
              </td>
            </tr>
          );
        })}
      </DocTable>
    </FoundationsFrame>
  );
}
