/**
 * Format characters (Unicode category Cf) draw nothing by themselves: zero-width spaces and joiners,
 * bidirectional overrides and isolates, the byte-order mark, the soft hyphen.
 */
const FORMAT_CHARACTER = /\p{Cf}/u;
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Whether required free text (a name, an address) has something to read: a letter or a digit, in any script.
 * Setting format characters aside cannot remove one, so text is only checked, never changed: the joiners
 * inside Indic words (श्‍री) stay where the visitor typed them.
 */
export const hasLetterOrDigit = (text: string): boolean => LETTER_OR_DIGIT.test(text);

/** Whether text is nothing but white space and format characters, i.e. looks empty. */
export const looksEmpty = (text: string): boolean => text.replace(FORMAT_CHARACTERS, '').trim() === '';

/** An e-mail address holding one is refused: a right-to-left override makes it display as another address. */
export const hasFormatCharacter = (text: string): boolean => FORMAT_CHARACTER.test(text);
