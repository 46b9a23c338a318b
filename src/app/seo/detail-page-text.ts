const MAX_DESCRIPTION = 160;

/** Cuts a text at a word boundary to fit a meta description, with an ellipsis when cut. */
export function fitDescription(text: string, max = MAX_DESCRIPTION): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.–—-]+$/, '')}…`;
}
