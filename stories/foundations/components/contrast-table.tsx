import Box from '@mui/material/Box';
import { colourPairs, type ColourPair } from '@theme/colour-pairs';
import { contrastRatio, contrastVerdict, formatRatio, minimumAaRatio, type ContrastKind } from '@theme/contrast';
import { tokens } from '@theme/tokens';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';

const kindName: Record<ContrastKind, string> = { text: 'Text', 'large-text': 'Large text', ui: 'UI part or icon' };

/** Every pair of theme/colour-pairs.ts with a sample, its WCAG 2.x ratio and verdict, worked out from the tokens now. */
export function ContrastTable() {
  return (
    <FoundationsFrame>
      <DocTable
        caption="Colour pairs the site uses, with their contrast"
        headers={['Pair', 'Sample', 'Where', 'Kind', 'Ratio', 'Verdict', 'AA asks']}
      >
        {colourPairs.map((pair) => {
          const ratio = contrastRatio(tokens[pair.foreground], tokens[pair.background]);
          const passes = ratio >= minimumAaRatio[pair.kind];
          return (
            <tr key={`${pair.foreground}-${pair.background}-${pair.kind}`}>
              <th scope="row">
                <code>{pair.foreground}</code> {tokens[pair.foreground]} on <code>{pair.background}</code> {tokens[pair.background]}
              </th>
              <td>
                <PairSample pair={pair} />
              </td>
              <td>{pair.use}</td>
              <td>{kindName[pair.kind]}</td>
              <td className="nowrap">{formatRatio(ratio)}</td>
              <td>
                {contrastVerdict(ratio)}
                {passes ? '' : ' (below AA for this kind)'}
              </td>
              <td>{minimumAaRatio[pair.kind]}:1</td>
            </tr>
          );
        })}
      </DocTable>
    </FoundationsFrame>
  );
}

/** The pair drawn: a word in the foreground colour for text, a ring and a dot for a UI part. */
function PairSample({ pair }: { pair: ColourPair }) {
  const foreground = tokens[pair.foreground];
  const background = tokens[pair.background];
  return (
    <Box
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        minWidth: 96,
        borderRadius: 1,
        backgroundColor: background,
        border: `1px solid ${tokens.border}`,
      }}
    >
      {pair.kind === 'ui' ? (
        <>
          <Box sx={{ width: 20, height: 20, borderRadius: '50%', backgroundColor: foreground }} />
          <Box sx={{ width: 28, height: 20, borderRadius: 0.5, border: `3px solid ${foreground}` }} />
        </>
      ) : (
        <Box component="span" sx={{ typography: pair.kind === 'large-text' ? 'h3' : 'body1', color: foreground, fontWeight: 600 }}>
          Healvia
        </Box>
      )}
    </Box>
  );
}
