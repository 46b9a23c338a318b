import { theme } from '@theme/theme';
import { COUNTER_DURATION_MS } from '@/lib/constants';
import { CodeBlock, cssFromObject } from './code-block';
import { blocks, durationsMs, rules } from './css-text';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';
import { shortPath, stylesheets } from './stylesheets';

const durations = Object.entries(theme.transitions.duration);
const durationName = (ms: number) => durations.filter(([, value]) => value === ms).map(([name]) => name);

/** MUI's transition durations and easings, from the theme (which keeps MUI's defaults). */
export function MuiTransitions() {
  return (
    <FoundationsFrame>
      <DocTable caption="Durations (theme.transitions.duration)" headers={['Name', 'Duration']}>
        {durations.map(([name, ms]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{ms} ms</td>
          </tr>
        ))}
      </DocTable>
      <DocTable caption="Easings (theme.transitions.easing)" headers={['Name', 'Curve']}>
        {Object.entries(theme.transitions.easing).map(([name, curve]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>
              <code>{curve}</code>
            </td>
          </tr>
        ))}
      </DocTable>
    </FoundationsFrame>
  );
}

const motionProperty = /^(transition|transition-duration|animation|animation-duration)$/;

/** Every transition and animation in the site's stylesheets: where, on what, and how long (with MUI's name for it). */
export function StylesheetMotion() {
  const found = stylesheets.flatMap(({ path, text }) =>
    rules(text).flatMap(({ selector, body }) =>
      body
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
        .filter(([property = '', value = '']) => motionProperty.test(property) && durationsMs(value).length > 0)
        .map(([property = '', value = '']) => ({ path, selector, property, value })),
    ),
  );
  return (
    <FoundationsFrame>
      <DocTable caption="Transitions and animations in the site’s stylesheets" headers={['Stylesheet and selector', 'Property', 'Value', 'Duration']}>
        {found.map(({ path, selector, property, value }) => {
          const ms = durationsMs(value)[0] ?? 0;
          const names = durationName(ms);
          return (
            <tr key={`${path}-${selector}-${property}-${value}`}>
              <th scope="row">
                <code>{shortPath(path)}</code> <code>{selector}</code>
              </th>
              <td>
                <code>{property}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>
                {ms} ms{names.length > 0 ? ` (${names.join(', ')})` : ''}
              </td>
            </tr>
          );
        })}
      </DocTable>
    </FoundationsFrame>
  );
}

const reducedQuery = '@media (prefers-reduced-motion: reduce)';

/** The theme's reduced-motion rule, written out from theme.ts's baseline as the CSS every page gets. */
export function ThemeReducedMotionRule() {
  const overrides = theme.components?.MuiCssBaseline?.styleOverrides as unknown as Record<string, object> | undefined;
  const rule = overrides?.[reducedQuery];
  return (
    <FoundationsFrame>
      <CodeBlock code={rule ? cssFromObject(reducedQuery, rule) : 'No reduced-motion rule in the theme.'} />
    </FoundationsFrame>
  );
}

/** Each stylesheet's own reduced-motion rules, quoted from the file. */
export function StylesheetReducedMotion() {
  const found = stylesheets.flatMap(({ path, text }) =>
    blocks(text, /@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{/).map(({ body }) => ({ path, body: body.replace(/^\n|\s+$/g, '') })),
  );
  return (
    <FoundationsFrame>
      <DocTable caption="Reduced-motion rules of the site’s stylesheets" headers={['Stylesheet', 'What it does under reduced motion']}>
        {found.map(({ path, body }) => (
          <tr key={`${path}-${body}`}>
            <th scope="row">
              <code>{shortPath(path)}</code>
            </th>
            <td>
              <CodeBlock code={body} />
            </td>
          </tr>
        ))}
      </DocTable>
    </FoundationsFrame>
  );
}

/** The animated counters' length, from the code. */
export const counterDurationSeconds = COUNTER_DURATION_MS / 1000;

/** The counters' count-up length, as a sentence. */
export function CounterDuration() {
  return (
    <FoundationsFrame>
      <p>
        A counter counts up for <strong>{counterDurationSeconds} seconds</strong> (<code>COUNTER_DURATION_MS</code>, <code>src/lib/constants.ts</code>).
      </p>
    </FoundationsFrame>
  );
}
