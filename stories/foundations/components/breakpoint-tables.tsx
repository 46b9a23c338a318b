import { breakpointValues } from '@theme/breakpoints';
import { itemsPerPageFor } from '@/design-system/carousel/carousel-index';
import { mediaRules } from './css-text';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';
import { stylesheets } from './stylesheets';
import { mediaQueryWidths, tally } from './stylesheet-usage';

/** The widths every screen is checked at (CONVENTIONS.md, "Visual direction"), in CSS px. */
export const checkWidths = [320, 375, 768, 1024, 1280] as const;

type Breakpoint = keyof typeof breakpointValues;
const breakpoints = Object.entries(breakpointValues).sort(([, a], [, b]) => a - b) as [Breakpoint, number][];

/** The breakpoint range a width falls in: the largest breakpoint at or below it. */
const rangeOf = (width: number) => breakpoints.filter(([, from]) => from <= width).pop()?.[0] ?? 'xs';

const headerCss = stylesheets.find(({ path }) => path.endsWith('layout/header/site-header.module.css'))?.text ?? '';

/** The width from which the header's stylesheet hides a part (`display: none` inside a min-width query). */
function hiddenFrom(selector: string): number | undefined {
  const rule = mediaRules(headerCss).find((candidate) => candidate.selector === selector && /display\s*:\s*none/.test(candidate.body));
  const width = /min-width:\s*([\d.]+)px/.exec(rule?.media ?? '')?.[1];
  return width === undefined ? undefined : Number(width);
}

/** From these widths the header shows its links instead of the menu button, and a search field instead of the search button. */
export const headerLinksFrom = hiddenFrom('.menuToggle');
export const searchFieldFrom = hiddenFrom('.searchToggle');

function headerAt(width: number): string {
  const navigation = headerLinksFrom !== undefined && width >= headerLinksFrom ? 'Links in the bar' : 'Menu button, links in a drawer';
  const search = searchFieldFrom !== undefined && width >= searchFieldFrom ? 'a search field' : 'a search button';
  return `${navigation}; ${search}`;
}

const em = (px: number) => `${px / 16}em`;

/** The theme's breakpoints, what the carousel and header do from each, and how many stylesheets switch there. */
export function BreakpointTable() {
  const switches = tally(mediaQueryWidths);
  return (
    <FoundationsFrame>
      <DocTable caption="The theme’s breakpoints" headers={['Breakpoint', 'From', 'Up to', 'Carousel', 'Header', 'Stylesheets that switch here']}>
        {breakpoints.map(([name, from], index) => {
          const next = breakpoints[index + 1]?.[1];
          const perPage = itemsPerPageFor(from);
          return (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                {from} px ({em(from)})
              </td>
              <td>{next === undefined ? 'and wider' : `${next - 1} px`}</td>
              <td>
                {perPage} {perPage === 1 ? 'item' : 'items'} per page
              </td>
              <td>{headerAt(from)}</td>
              <td>{switches.find(({ value }) => value === from)?.files.length ?? 0}</td>
            </tr>
          );
        })}
      </DocTable>
    </FoundationsFrame>
  );
}

/** Widths stylesheets switch at that are not a theme breakpoint (none, while the stylesheets keep to the theme). */
export function OtherSwitchWidths() {
  const others = tally(mediaQueryWidths).filter(({ value }) => !breakpoints.some(([, from]) => from === value));
  return (
    <FoundationsFrame>
      {others.length === 0 ? (
        <p>Every media query in the site’s stylesheets switches at one of the theme’s breakpoints.</p>
      ) : (
        <ul>
          {others.map(({ value, files }) => (
            <li key={value}>
              {value} px: {files.join(', ')}
            </li>
          ))}
        </ul>
      )}
    </FoundationsFrame>
  );
}

/** The widths every screen is checked at: which range each falls in and what the carousel and header show there. */
export function CheckWidthTable() {
  return (
    <FoundationsFrame>
      <DocTable caption="The widths every screen is checked at" headers={['Width', 'In rem', 'Range', 'Carousel', 'Header']}>
        {checkWidths.map((width) => {
          const perPage = itemsPerPageFor(width);
          return (
            <tr key={width}>
              <th scope="row">{width} px</th>
              <td>{width / 16} rem</td>
              <td>
                <code>{rangeOf(width)}</code>
              </td>
              <td>
                {perPage} {perPage === 1 ? 'item' : 'items'} per page
              </td>
              <td>{headerAt(width)}</td>
            </tr>
          );
        })}
      </DocTable>
    </FoundationsFrame>
  );
}
