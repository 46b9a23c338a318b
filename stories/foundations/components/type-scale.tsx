import type { CSSProperties } from 'react';
import Box from '@mui/material/Box';
import type { TypographyVariant } from '@mui/material/styles';
import { typeScale } from '@theme/primitives';
import { tokens } from '@theme/tokens';
import { theme } from '@theme/theme';
import devanagariCss from '@/app/fonts-devanagari.css?raw';
import '@/app/fonts-devanagari.css';
import { rules } from './css-text';
import { cssVariableName } from './css-variable-name';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';
import { useSampleFontFamily } from './sample-font';

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

type Row = { step: Step; style: StepStyle; drawnAs: TypographyVariant[]; lineHeight: number; fontWeight: number; hindiLineHeight: number };

const scaleRows: Row[] = (Object.entries(typeScale) as [Step, StepStyle][]).map(([step, style]) => {
  const drawnAs = variantsOf(style);
  const lineHeight = style.lineHeight ?? Number(theme.typography[drawnAs[0] ?? 'body1'].lineHeight);
  const fontWeight = style.fontWeight ?? Number(theme.typography[drawnAs[0] ?? 'body1'].fontWeight);
  const heading = drawnAs.some((variant) => /^h\d$/.test(variant));
  return { step, style, drawnAs, lineHeight, fontWeight, hindiLineHeight: heading && hindiHeadingLineHeight ? hindiHeadingLineHeight : lineHeight };
});

/** Every step of theme/primitives.ts's type scale: size, line height, weight, and the theme variant that draws it. */
export function TypeScale() {
  return (
    <FoundationsFrame>
      <DocTable caption="The type scale" headers={['Step', 'Size', 'Line height', 'Weight', 'Theme variant and CSS variable']}>
        {scaleRows.map(({ step, style, drawnAs, lineHeight, fontWeight, hindiLineHeight }) => (
          <tr key={step}>
            <th scope="row" className="nowrap">
              <code>{step}</code>
            </th>
            <td className="nowrap">
              {style.fontSize} ({remToPx(style.fontSize)} px)
            </td>
            <td>
              <span className="nowrap">
                {lineHeight} ({Math.round(remToPx(style.fontSize) * lineHeight * 10) / 10} px)
              </span>
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
          </tr>
        ))}
      </DocTable>
    </FoundationsFrame>
  );
}

/** Every step set in Latin and in Devanagari, in the site's own font files, at the step's size, line height and weight. */
export function TypeSamples() {
  const family = useSampleFontFamily();
  return (
    <FoundationsFrame>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 4 }}>
        {scaleRows.map(({ step, style, lineHeight, fontWeight, hindiLineHeight }) => {
          const sampleSx = { ...style, lineHeight, fontWeight, fontFamily: family, m: 0 };
          return (
            <Box component="li" key={step} sx={{ borderTop: `1px solid ${tokens.border}`, pt: 2 }}>
              <Box component="p" sx={{ m: 0, mb: 1, color: 'text.secondary' }}>
                <code>{step}</code>: {style.fontSize}, line height {lineHeight}
                {hindiLineHeight === lineHeight ? '' : ` (Hindi ${hindiLineHeight})`}, weight {fontWeight}
              </Box>
              <Box component="p" lang="en" sx={sampleSx}>
                {latinSample}
              </Box>
              <Box component="p" lang="hi" sx={{ ...sampleSx, lineHeight: hindiLineHeight }}>
                {devanagariSample}
              </Box>
            </Box>
          );
        })}
      </Box>
    </FoundationsFrame>
  );
}
