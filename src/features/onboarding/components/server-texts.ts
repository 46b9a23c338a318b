type MessageTree = { readonly [key: string]: unknown };

const isTree = (value: unknown): value is MessageTree => typeof value === 'object' && value !== null;

/**
 * The server answers in the English of the shared schemas' messages. Given those messages and the same
 * messages in the page's language (the same objects on English pages), returns the page's words for a text
 * the server sent, or undefined for a text the messages do not hold. A message with a number in it
 * ('Must be 100 characters or fewer') is matched by the number in the text.
 */
export function serverTextsIn(english: MessageTree, local: MessageTree): (serverText: string) => string | undefined {
  const texts = new Map<string, string>();
  const withNumber: [(count: number) => string, (count: number) => string][] = [];
  const pair = (from: MessageTree, to: MessageTree) => {
    for (const [key, message] of Object.entries(from)) {
      const translated = to[key];
      if (typeof message === 'string' && typeof translated === 'string') texts.set(message, translated);
      else if (typeof message === 'function' && typeof translated === 'function') withNumber.push([message as (count: number) => string, translated as (count: number) => string]);
      else if (isTree(message) && isTree(translated)) pair(message, translated);
    }
  };
  pair(english, local);

  return (serverText) => {
    const known = texts.get(serverText);
    if (known !== undefined) return known;
    const count = Number(/\d+/.exec(serverText)?.[0]);
    if (Number.isNaN(count)) return undefined;
    return withNumber.find(([message]) => message(count) === serverText)?.[1](count);
  };
}
