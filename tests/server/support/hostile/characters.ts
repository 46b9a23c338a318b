export type Sample = readonly [name: string, text: string];

/** Characters no stored text may hold: NUL (PostgreSQL refuses it), other controls, halves of surrogate pairs. */
export const FORBIDDEN_CHARACTERS: Sample[] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['an ANSI escape sequence', '\u001b[2J\u001b[31m'],
  ['a vertical tab', '\u000b'],
  ['DEL', '\u007f'],
  ['a C1 control (CSI)', '\u009b'],
];

/** Not encodable as UTF-8: only JSON's \u escapes can carry them. */
export const LONE_SURROGATES: Sample[] = [
  ['a lone high surrogate', '\ud83d'],
  ['a lone low surrogate', '\ude00'],
  ['surrogates in the wrong order', '\ude00\ud83d'],
];

/** Printable but tricky: fair inside free text, wrong in any value of a fixed shape. */
export const TRICKY_CHARACTERS: Sample[] = [
  ['an RTL override', '\u202e'],
  ['an LTR isolate', '\u2066'],
  ['a zero-width space', '\u200b'],
  ['a zero-width joiner', '\u200d'],
  ['a combining acute accent', '\u0301'],
  ['stacked combining marks', `e${'\u0301\u0316\u0344'.repeat(20)}`],
  ['an emoji', '\u{1F600}'],
  ['a ZWJ family emoji', '\u{1F469}\u200d\u{1F469}\u200d\u{1F467}'],
  ['a flag', '\u{1F1EE}\u{1F1F3}'],
  ['fullwidth digits', '\uff11\uff12\uff13'],
  ['Devanagari digits', '\u0967\u0968\u0969'],
  ['CJK ideographs', '\u6f22\u5b57'],
  ['Arabic text', '\u0645\u0631\u062d\u0628\u0627'],
  ['a mathematical bold letter', '\u{1D400}'],
  ['the replacement character', '\ufffd'],
  ['a noncharacter', '\uffff'],
  ['a private-use character', '\ue000'],
];

/** Byte sequences that are not UTF-8: the server decodes them to U+FFFD. */
export const INVALID_UTF8: { name: string; bytes: number[] }[] = [
  { name: 'a stray 0xFF byte', bytes: [0xff] },
  { name: 'an overlong NUL (C0 80)', bytes: [0xc0, 0x80] },
  { name: 'an overlong slash (E0 80 AF)', bytes: [0xe0, 0x80, 0xaf] },
  { name: 'a CESU-8 surrogate (ED A0 80)', bytes: [0xed, 0xa0, 0x80] },
  { name: 'a five-byte sequence', bytes: [0xf8, 0x88, 0x80, 0x80, 0x80] },
  { name: 'a cut-off euro sign (E2 82)', bytes: [0xe2, 0x82] },
];

const codePoints = (text: string) => [...text].length;

/** The sample repeated until it has more than max characters, counted as zod counts them (code points). */
export function longerThan(max: number, sample: string): string {
  return sample.repeat(Math.ceil((max + 1) / codePoints(sample)));
}

export const describeLength = (text: string) => `${codePoints(text).toLocaleString('en-IN')} characters`;
