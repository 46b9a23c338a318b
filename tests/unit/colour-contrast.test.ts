import { colourPairs } from '@theme/colour-pairs';
import { contrastRatio, contrastVerdict, formatRatio, minimumAaRatio, relativeLuminance } from '@theme/contrast';
import { tokens } from '@theme/tokens';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#0B6F68', '#0b6f68')).toBe(1);
  });

  it('matches hand-computed figures either side of 4.5:1', () => {
    // #767676: channel 118/255 = 0.4627, linear ((0.4627 + 0.055) / 1.055)^2.4 = 0.1812; 1.05 / 0.2312 = 4.54.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    // #777777: channel 119/255 = 0.4667, linear 0.1845; 1.05 / 0.2345 = 4.48.
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('reads the luminance of white as 1 and of black as 0', () => {
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#000000')).toBe(0);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('teal', '#FFFFFF')).toThrow('Not a #RGB or #RRGGBB colour: teal');
  });
});

describe('contrastVerdict and formatRatio', () => {
  it.each([
    [21, 'AAA'],
    [7, 'AAA'],
    [6.99, 'AA'],
    [4.5, 'AA'],
    [4.49, 'AA large'],
    [3, 'AA large'],
    [2.99, 'fail'],
  ] as const)('%s:1 is %s', (ratio, verdict) => {
    expect(contrastVerdict(ratio)).toBe(verdict);
  });

  it('never rounds a ratio up onto a threshold', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(contrastRatio('#767676', '#FFFFFF'))).toBe('4.54:1');
  });
});

describe('the colour pairs the site uses', () => {
  it('lists each pair once', () => {
    const keys = colourPairs.map(({ foreground, background, kind }) => `${foreground} on ${background} (${kind})`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(colourPairs.map((pair) => [`${pair.foreground} on ${pair.background} (${pair.kind})`, pair] as const))(
    '%s meets WCAG AA',
    (name, { foreground, background, kind }) => {
      const ratio = contrastRatio(tokens[foreground], tokens[background]);
      const needed = minimumAaRatio[kind];
      expect(
        ratio >= needed,
        `${name}: ${tokens[foreground]} on ${tokens[background]} is ${formatRatio(ratio)}, below the ${needed}:1 AA asks of ${kind}`,
      ).toBe(true);
    },
  );
});
