import Box from '@mui/material/Box';
import { Icon } from '@/design-system/icon/icon';
import * as iconPaths from '@/design-system/icon/material-icon-paths';
import iconSource from '@/design-system/icon/material-icon-paths.ts?raw';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';

/** Each icon's one-line description, from its JSDoc in material-icon-paths.ts. */
const descriptions = Object.fromEntries(
  [...iconSource.matchAll(/\/\*\*\s*([\s\S]*?)\s*\*\/\s*export const (\w+)/g)].map(([, text = '', name = '']) => [name, text.replace(/\s*\n\s*\*\s*/g, ' ')]),
);

/** Every icon of the design system's `Icon` set, drawn at 24 and 48 px, with the name to import and what it shows. */
export function IconGallery() {
  return (
    <FoundationsFrame>
      <DocTable caption="The icons of the Icon component" headers={['Name', '24 px', '48 px', 'What it shows']}>
        {Object.entries(iconPaths).map(([name, path]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>
              <Box sx={{ display: 'flex', color: 'text.primary' }}>
                <Icon path={path} />
              </Box>
            </td>
            <td>
              <Box sx={{ display: 'flex', color: 'primary.main' }}>
                <Icon path={path} size={48} />
              </Box>
            </td>
            <td>{descriptions[name] ?? '—'}</td>
          </tr>
        ))}
      </DocTable>
    </FoundationsFrame>
  );
}
