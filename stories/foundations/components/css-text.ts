/** A rule of a stylesheet: its selector, its declarations' text and the media query it sits in, if any. */
export type CssRule = { selector: string; body: string; media?: string };

/** The text without its comments. */
export const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The values of one property in a stretch of CSS (`transition`, `border-radius` …), in order. */
export function declarationValues(css: string, property: string): string[] {
  const pattern = new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([^;{}]+)`, 'g');
  return [...withoutComments(css).matchAll(pattern)].map((match) => (match[1] ?? '').trim());
}

/** The body of every block opened by a match of `opening` (an at-rule's prelude), braces balanced. */
export function blocks(css: string, opening: RegExp): { prelude: string; body: string }[] {
  const text = withoutComments(css);
  const found: { prelude: string; body: string }[] = [];
  for (const match of text.matchAll(new RegExp(opening.source, 'g'))) {
    const open = text.indexOf('{', match.index + match[0].length - 1);
    let depth = 0;
    for (let at = open; at < text.length; at += 1) {
      if (text[at] === '{') depth += 1;
      if (text[at] === '}') depth -= 1;
      if (depth === 0) {
        found.push({ prelude: text.slice(match.index, open).trim(), body: text.slice(open + 1, at) });
        break;
      }
    }
  }
  return found;
}

/** The plain rules of a stretch of CSS (one level: a rule inside `@media` is found by `mediaRules`). */
export function rules(css: string, media?: string): CssRule[] {
  const flat = withoutComments(css).replace(/@[^{;]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  return [...flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: (match[1] ?? '').trim(),
    body: (match[2] ?? '').trim(),
    ...(media ? { media } : {}),
  }));
}

/** The rules inside every `@media` block, each with its query. */
export function mediaRules(css: string): CssRule[] {
  return blocks(css, /@media\s[^{]*\{/).flatMap(({ prelude, body }) => rules(body, prelude.replace(/^@media\s+/, '')));
}

/** The descriptors of every `@font-face` rule, by name (`font-family`, `src`, `unicode-range` …). */
export function fontFaces(css: string): Record<string, string>[] {
  return blocks(css, /@font-face\s*\{/).map(({ body }) =>
    Object.fromEntries(
      body
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
        }),
    ),
  );
}

/** Times in a value (`150ms`, `1.4s`) in milliseconds, in order. */
export function durationsMs(value: string): number[] {
  return [...value.matchAll(/(?<![\w.-])(\d*\.?\d+)(ms|s)\b/g)].map(([, amount, unit]) => Number(amount) * (unit === 's' ? 1000 : 1));
}
