import type { CSSProperties } from 'react';
import Box from '@mui/material/Box';
import type { TypographyVariant } from '@mui/material/styles';
import { typeScale } from '@theme/primitives';
import { theme } from '@theme/theme';
import devanagariCss from '@/app/fonts-devanagari.css?raw';
import '@/app/fonts-devanagari.css';
import { rules } from './css-text';
import { cssVariableName } from './css-variable-name';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';

/** The samples: the site's promise in English and in Hindi. */
export const latinSample = 'Healthcare that comes to you';
export const devanagariSample = 'स्वास्थ्य सेवा जो आपके पास आती है';

type Step = keyof typeof typeScale;
type StepStyle = { fontSize: string; lineHeight?: number; fontWeight?: number } & Pick<CSSProperties, 'textTransform' | 'letterSpacing'>;

/** Hindi headings' own line height, from the rule in src/app/fonts-devanagari.css. */
export const hindiHeadingLineHeight = Number(
  /line-height\s*:\s*([\d.]+)/.exec(rules(devanagariCss).find((rule) => /:lang\(hi\).*h1/.test(rule.selector))?.body ?? '')?.[1],
);

const variants = Object.keys(theme.vars.font) as TypographyVariant[];

/** The theme's variants drawn exactly as a step (h4 is also h5 and h6). */
function variantsOf(style: StepStyle): TypographyVariant[] {
  return variants.filter((variant) => {
    const drawn = theme.typography[variant];
    const sameWeight = style.fontWeight === undefined || drawn.fontWeight === style.fontWeight;
    const sameLineHeight = style.lineHeight === undefined || drawn.lineHeight === style.lineHeight;
    return drawn.fontSize === style.fontSize && sameLineHeight && sameWeight;
  });
}

const remToPx = (rem: string) => Number.parseFloat(rem) * theme.typography.htmlFontSize;

/** Every step of theme/primitives.ts's type scale: size, line height, weight, and the step set in Latin and Devanagari. */
export function TypeScale() {
  return (
    <FoundationsFrame>
      <DocTable caption="The type scale" headers={['Step', 'Size', 'Line height', 'Weight', 'Theme variant and CSS variable', 'Latin', 'Devanagari']}>
        {(Object.entries(typeScale) as [Step, StepStyle][]).map(([step, style]) => {
          const drawnAs = variantsOf(style);
          const lineHeight = style.lineHeight ?? Number(theme.typography[drawnAs[0] ?? 'body1'].lineHeight);
          const fontWeight = style.fontWeight ?? Number(theme.typography[drawnAs[0] ?? 'body1'].fontWeight);
          const heading = drawnAs.some((variant) => /^h\d$/.test(variant));
          const hindiLineHeight = heading && hindiHeadingLineHeight ? hindiHeadingLineHeight : lineHeight;
          const sampleSx = { ...style, lineHeight, fontWeight, fontFamily: theme.typography.fontFamily, m: 0 };
          return (
            <tr key={step}>
              <th scope="row">
                <code>{step}</code>
              </th>
              <td>
                {style.fontSize} ({remToPx(style.fontSize)} px)
              </td>
              <td>
                {lineHeight} ({Math.round(remToPx(style.fontSize) * lineHeight * 10) / 10} px)
                {hindiLineHeight === lineHeight ? null : <Box component="span" sx={{ display: 'block' }}>Hindi: {hindiLineHeight}</Box>}
              </td>
              <td>{fontWeight}</td>
              <td>
                {drawnAs.length === 0
                  ? 'None: not in the theme’s typography'
                  : drawnAs.map((variant) => (
                      <Box component="span" key={variant} sx={{ display: 'block' }}>
                        <code>{variant}</code> <code>{cssVariableName(theme.vars.font[variant])}</code>
                      </Box>
                    ))}
              </td>
              <td>
                <Box component="p" lang="en" sx={{ ...sampleSx, minWidth: '12ch' }}>
                  {latinSample}
                </Box>
              </td>
              <td>
                <Box component="p" lang="hi" sx={{ ...sampleSx, lineHeight: hindiLineHeight, minWidth: '12ch' }}>
                  {devanagariSample}
                </Box>
              </td>
            </tr>
          );
        })}
      </DocTable>
    </FoundationsFrame>
  );
}
