import { fontFamily } from '@theme/primitives';
import latinCss from '@/app/fonts.css?raw';
import devanagariCss from '@/app/fonts-devanagari.css?raw';
import { fontFaces } from './css-text';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';

const sheets = [
  { path: 'src/app/fonts.css', loadedBy: 'Every page', css: latinCss },
  { path: 'src/app/fonts-devanagari.css', loadedBy: 'Hindi pages', css: devanagariCss },
];

/** How many characters a `unicode-range` holds (`U+0000-007F, U+20B9` → 129). */
export function charactersIn(range: string): number {
  return range.split(',').reduce((sum, part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return sum + Number.parseInt(to, 16) - Number.parseInt(from, 16) + 1;
  }, 0);
}

const unquote = (value: string | undefined) => (value ?? '').replace(/^['"]|['"]$/g, '');

/** The theme's font stack, in order of preference. */
export function FontStack() {
  return (
    <FoundationsFrame>
      <ol>
        {fontFamily.split(',').map((family) => (
          <li key={family}>
            <code>{unquote(family.trim())}</code>
          </li>
        ))}
      </ol>
    </FoundationsFrame>
  );
}

/** Every `@font-face` of the site's two font stylesheets, read from the files: the file, its weights and its subset. */
export function FontFiles() {
  return (
    <FoundationsFrame>
      <DocTable caption="Font files and their subsets" headers={['File', 'Family', 'Weights', 'Display', 'Loaded by', 'Characters', 'Unicode range']}>
        {sheets.flatMap(({ path, loadedBy, css }) =>
          fontFaces(css).map((face) => {
            const url = /url\(([^)]+)\)/.exec(face.src ?? '')?.[1] ?? '';
            const range = face['unicode-range'] ?? '';
            return (
              <tr key={`${path}-${url}-${face['font-family']}`}>
                <th scope="row">
                  <code>{url.split('/').pop()}</code>
                  <span> ({url.startsWith('@') ? 'Fontsource package' : 'the site’s own subset'})</span>
                </th>
                <td>{unquote(face['font-family'])}</td>
                <td>{face['font-weight']}</td>
                <td>
                  <code>{face['font-display']}</code>
                </td>
                <td>
                  {loadedBy} (<code>{path}</code>)
                </td>
                <td>{charactersIn(range)}</td>
                <td>
                  <code>{range}</code>
                </td>
              </tr>
            );
          }),
        )}
      </DocTable>
    </FoundationsFrame>
  );
}
