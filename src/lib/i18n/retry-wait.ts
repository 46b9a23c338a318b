import { plural } from '@/lib/i18n/plural';

/** The server's 429 text: 'Too many requests. Please try again in 15 minutes.' (server/http). */
const TOO_MANY = /^Too many [^.]*\. Please try again in (\d+) (second|minute|hour)s?\.$/;

const hindiUnits: Readonly<Record<string, (count: number) => string>> = {
  second: () => 'सेकंड',
  minute: () => 'मिनट',
  hour: (count) => plural(count, { one: 'घंटा', other: 'घंटे' }),
};

/** The wait a 429 answer names, in Hindi ('15 मिनट', '1 घंटा'); undefined for any other text. */
export function hindiRetryWait(text: string): string | undefined {
  const [, count = '', unit = ''] = TOO_MANY.exec(text) ?? [];
  const inHindi = hindiUnits[unit];
  return inHindi && `${count} ${inHindi(Number(count))}`;
}

/** A Hindi page's text for an English server message: its Hindi when known, the wait of a 429, else `fallback` (never the English). */
export function hindiServerText(message: string, known: Readonly<Record<string, string>>, fallback: string): string {
  const wait = hindiRetryWait(message);
  return known[message] ?? (wait ? `बहुत ज़्यादा कोशिशें हो गईं। कृपया ${wait} बाद फिर कोशिश करें।` : fallback);
}
